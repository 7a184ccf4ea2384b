import {
  redactableFieldsOf,
  changedValues,
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
import { DomainError, notFound } from '../../kernel/errors/domain-error.js';
import { unreachable, type Decider } from '../../kernel/event-sourcing/decider.js';
import { redactedTexts } from '../../kernel/event-sourcing/text-redaction.js';
import {
  mergedValueChanges,
  mergeToUndo,
  refuseMergedAway,
  undoneValueChanges,
  type MergedAwayInto,
  type RememberedMerge,
} from '../../kernel/merging/merge-values.js';

export interface CompanyState {
  /** The stream holds a registration (stays true after deletion: an id is never reused). */
  exists: boolean;
  deleted: boolean;
  fields: CompanyFields | null;
  /** Set while the company is merged into another (issue 32): closed to every command but its restore. */
  mergedInto: MergedAwayInto | null;
  /** The merges into this company, for their undo. */
  merges: RememberedMerge[];
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

  initialState: { exists: false, deleted: false, fields: null, mergedInto: null, merges: [] },

  evolve(state, event) {
    switch (event.type) {
      case 'CompanyRegistered':
        return { ...state, exists: true, deleted: false, fields: event.data.fields };
      case 'CompanyUpdated':
      case 'CompanyRoleFlagsChanged':
        return { ...state, fields: state.fields && { ...state.fields, ...changedValues(CompanyEvents, event) } };
      case 'CompanyDeleted':
        return { ...state, deleted: true };
      case 'CompanyMerged': {
        const { mergeId, merged, changes } = event.data;
        const fields = state.fields && { ...state.fields, ...changedValues(CompanyEvents, event) };
        return { ...state, fields, merges: [...state.merges, { mergeId, merged, changes, undone: false }] };
      }
      case 'CompanyMergedInto':
        return { ...state, mergedInto: { mergeId: event.data.mergeId, into: event.data.into } };
      case 'CompanyMergeUndone': {
        const fields = state.fields && { ...state.fields, ...changedValues(CompanyEvents, event) };
        const merges = state.merges.map((m) => (m.mergeId === event.data.mergeId ? { ...m, undone: true } : m));
        return { ...state, fields, merges };
      }
      case 'CompanyRestoredFromMerge':
        return { ...state, fields: event.data.fields, mergedInto: null };
      case 'CompanyTextRedacted':
        return { ...state, fields: state.fields && { ...state.fields, ...changedValues(CompanyEvents, event) } };
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
      case 'DeleteCompany': {
        const current = liveFields(state, command.companyId);
        return [
          {
            type: 'CompanyDeleted',
            data: { companyId: command.companyId, companyName: current.companyName },
          },
        ];
      }
      case 'MergeCompany': {
        const { companyId, merged, mergeId, values, moved } = command;
        const current = liveFields(state, companyId);
        if (values.companyName !== undefined) requireName(values.companyName);
        const changes = mergedValueChanges(current, values) as CompanyMergedChanges;
        return [{ type: 'CompanyMerged', data: { companyId, merged, mergeId, changes, moved } }];
      }
      case 'CloseMergedCompany': {
        const { companyId, into, mergeId, moves } = command;
        const { companyName } = liveFields(state, companyId);
        return [{ type: 'CompanyMergedInto', data: { companyId, companyName, into, mergeId, moves } }];
      }
      case 'UndoCompanyMerge': {
        const { companyId, mergeId } = command;
        const current = survivorFields(state, companyId);
        const merge = mergeToUndo(state.merges, mergeId, current.companyName);
        const { changes, kept } = undoneValueChanges(current, merge.changes);
        const { merged } = merge;
        return [
          {
            type: 'CompanyMergeUndone',
            data: { companyId, merged, mergeId, changes: changes as CompanyMergedChanges, kept },
          },
        ];
      }
      case 'RestoreMergedCompany': {
        const { companyId, mergeId, createdAt } = command;
        if (!state.fields || state.mergedInto?.mergeId !== mergeId) {
          throw new DomainError('conflict', `The company was not merged away by this merge`);
        }
        const { fields, mergedInto } = state;
        return [
          {
            type: 'CompanyRestoredFromMerge',
            data: { companyId, companyName: fields.companyName, from: mergedInto.into, mergeId, fields, createdAt },
          },
        ];
      }
      case 'RedactText': {
        const texts = redactedTexts(
          state,
          'Company',
          command.companyId,
          redactableFieldsOf(CompanyEvents.CompanyTextRedacted),
          command.texts,
        );
        return [{ type: 'CompanyTextRedacted', data: { companyId: command.companyId, texts } }];
      }
      default:
        return unreachable(command);
    }
  },
};

type CompanyMergedChanges = Extract<CompanyEvent, { type: 'CompanyMerged' }>['data']['changes'];

function liveFields(state: CompanyState, companyId: string): CompanyFields {
  if (!state.exists || state.deleted || !state.fields) throw notFound('Company', companyId);
  refuseMergedAway(state.fields.companyName, state.mergedInto);
  return state.fields;
}

/** The survivor an undo puts values back into: gone or merged away since, the undo is refused in words. */
function survivorFields(state: CompanyState, companyId: string): CompanyFields {
  if (!state.exists || !state.fields) throw notFound('Company', companyId);
  const name = state.fields.companyName;
  if (state.deleted) throw new DomainError('conflict', `${name} was deleted after the merge: it cannot be undone`);
  if (state.mergedInto) {
    throw new DomainError(
      'conflict',
      `${name} was merged into ${state.mergedInto.into.name} since: undo that merge first`,
    );
  }
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
