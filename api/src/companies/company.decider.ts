import {
  CompanyEvents,
  CompanyFieldNames,
  CompanyRoleFlags,
  streamId,
  type CompanyCommand,
  type CompanyEvent,
  type CompanyFieldName,
  type CompanyFields,
  type CompanyRoleFlag,
  type CompanyRoleFlagsChanged,
  type CompanyUpdated,
} from '@dealbook/contracts';
import { DomainError, notFound } from '../common/errors/domain-error.js';
import { unreachable, withChanges, type Decider } from '../common/event-sourcing/decider.js';

export interface CompanyState {
  /** The stream holds a registration (stays true after deletion: an id is never reused). */
  exists: boolean;
  deleted: boolean;
  fields: CompanyFields | null;
}

type RoleFlagChanges = CompanyRoleFlagsChanged['data']['changes'];
type FieldChanges = CompanyUpdated['data']['changes'];

const roleFlags: ReadonlySet<string> = new Set(CompanyRoleFlags);
const isRoleFlag = (name: CompanyFieldName): name is CompanyRoleFlag => roleFlags.has(name);

/** Each company's events live on `company-<id>`. */
export const companyStreamId = (companyId: string) => streamId('company', companyId);

export const companyDecider: Decider<CompanyState, CompanyCommand, CompanyEvent> = {
  events: CompanyEvents,
  streamIdOf: (command) => companyStreamId(command.companyId),

  initialState: { exists: false, deleted: false, fields: null },

  evolve(state, event) {
    switch (event.type) {
      case 'CompanyRegistered':
        return { exists: true, deleted: false, fields: event.data.fields };
      case 'CompanyUpdated':
      case 'CompanyRoleFlagsChanged':
        return { ...state, fields: state.fields && withChanges(state.fields, CompanyEvents, event) };
      case 'CompanyDeleted':
        return { ...state, deleted: true };
      default:
        return unreachable(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RegisterCompany': {
        if (state.exists) {
          throw new DomainError('conflict', `Company ${command.companyId} already exists`);
        }
        requireName(command.fields.companyName);
        return [{ type: 'CompanyRegistered', data: { companyId: command.companyId, fields: command.fields } }];
      }
      case 'UpdateCompany': {
        const current = liveFields(state, command.companyId);
        if (command.changes.companyName !== undefined) requireName(command.changes.companyName);
        const { fieldChanges, flagChanges } = diff(current, command.changes);
        return changeEvents(command.companyId, fieldChanges, flagChanges);
      }
      case 'SetCompanyRoleFlags': {
        const current = liveFields(state, command.companyId);
        const { flagChanges } = diff(current, command.flags);
        return changeEvents(command.companyId, {}, flagChanges);
      }
      case 'DeleteCompany': {
        const current = liveFields(state, command.companyId);
        return [
          {
            type: 'CompanyDeleted',
            data: { companyId: command.companyId, companyName: current.companyName },
          },
        ];
      }
      default:
        return unreachable(command);
    }
  },
};

function liveFields(state: CompanyState, companyId: string): CompanyFields {
  if (!state.exists || state.deleted || !state.fields) throw notFound('Company', companyId);
  return state.fields;
}

function requireName(name: string): void {
  if (name.trim() === '') {
    throw new DomainError('validation', 'companyName is required', {
      companyName: 'companyName is required',
    });
  }
}

/** Only the fields whose value really changes; role flags apart, as they get their own event. */
function diff(current: CompanyFields, proposed: Partial<CompanyFields>) {
  const fieldChanges: Record<string, { from: unknown; to: unknown }> = {};
  const flagChanges: Record<string, { from: boolean; to: boolean }> = {};
  for (const name of CompanyFieldNames) {
    const to = proposed[name];
    const from = current[name];
    if (to === undefined || sameValue(from, to)) continue;
    if (isRoleFlag(name)) flagChanges[name] = { from: from as boolean, to: to as boolean };
    else fieldChanges[name] = { from, to };
  }
  return { fieldChanges: fieldChanges as FieldChanges, flagChanges: flagChanges as RoleFlagChanges };
}

function changeEvents(companyId: string, fieldChanges: FieldChanges, flagChanges: RoleFlagChanges): CompanyEvent[] {
  const events: CompanyEvent[] = [];
  if (Object.keys(fieldChanges).length > 0) {
    events.push({ type: 'CompanyUpdated', data: { companyId, changes: fieldChanges } });
  }
  if (Object.keys(flagChanges).length > 0) {
    events.push({ type: 'CompanyRoleFlagsChanged', data: { companyId, changes: flagChanges } });
  }
  return events;
}

/** Lists keep their order (the first blueboxContacts are the ones reports show), so order counts. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  return a === b;
}
