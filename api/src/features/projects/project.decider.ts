import {
  redactableFieldsOf,
  changedValues,
  MoneyLaunderingChecks,
  ProjectEvents,
  ProjectServiceType,
  streamId,
  type BooleanDate,
  type ProjectCommand,
  type ProjectEvent,
  type ProjectFields,
  type ProjectLookups,
  type ProjectTeamChanged,
  type ProjectUpdated,
} from '@dealbook/contracts';
import { DomainError, notFound } from '../../kernel/errors/domain-error.js';
import { unreachable, type Decider } from '../../kernel/event-sourcing/decider.js';
import { redactedTexts } from '../../kernel/event-sourcing/text-redaction.js';

export interface ProjectState {
  /** The stream holds a registration (stays true after deletion: an id is never reused). */
  exists: boolean;
  deleted: boolean;
  reference: string;
  fields: ProjectFields | null;
  /** The client's name as the events recorded it (history and replay read well later). */
  clientName: string;
}

type FormChanges = ProjectUpdated['data']['changes'];
type TeamChanges = ProjectTeamChanged['data']['changes'];

/** The plain form fields: one ProjectUpdated carries all of an edit's changes to them. */
const formFields = [
  'projectName',
  'description',
  'expectedCompletion',
  'dateClientSigned',
  'introductionDate',
  'initialMeetingDate',
  'buyerDocumentsNeedApproval',
] as const satisfies readonly (keyof FormChanges)[];
const teamFields = ['owner', 'blueboxContacts', 'externalCallers'] as const satisfies readonly (keyof TeamChanges)[];

/** Each project's events live on `project-<id>`. */
export const projectStreamId = (projectId: string) => streamId('project', projectId);

/**
 * Projects (spec §3.5, §4.3): three status fields and the deal flag move freely — no transition
 * rules — but each move is its own event, so auditors can replay a project's course. A change
 * that changes nothing records nothing; a deleted project refuses every command.
 * DECISION: velocityProducts belong to Velocity projects only. Products on any other service
 * are refused (400); moving a project off Velocity clears its products in the same event.
 */
export const projectDecider: Decider<ProjectState, ProjectCommand, ProjectEvent> = {
  events: ProjectEvents,
  streamIdOf: (command) => projectStreamId(command.projectId),

  initialState: { exists: false, deleted: false, reference: '', fields: null, clientName: '' },

  evolve(state, event) {
    const set = (values: Partial<ProjectFields>): ProjectState => ({
      ...state,
      fields: state.fields && { ...state.fields, ...values },
    });
    const changed = (): ProjectState => ({
      ...state,
      fields: state.fields && { ...state.fields, ...changedValues(ProjectEvents, event) },
    });
    switch (event.type) {
      case 'ProjectRegistered':
        return {
          exists: true,
          deleted: false,
          reference: event.data.reference,
          fields: event.data.fields,
          clientName: event.data.clientName,
        };
      case 'ProjectUpdated':
      case 'ProjectTeamChanged':
      case 'ProjectStatusChanged':
      case 'OpportunityStatusChanged':
      case 'ProjectReturnedToOpportunity':
      case 'DealStatusChanged':
      case 'MoneyLaunderingCheckRecorded':
        return changed();
      // What follows says more than the catalogue's change: the status a new deal starts in, two
      // fields shown as one, the client's name beside its id.
      case 'ProjectConvertedToDeal':
        return set({ isDeal: true, dealStatus: event.data.dealStatus });
      case 'LostOpportunityRecorded':
        return set({
          lostOpportunityReason: event.data.to.reason,
          lostOpportunityDescription: event.data.to.description,
        });
      case 'ProjectServiceChanged':
        return set(event.data.to as Partial<ProjectFields>);
      case 'ProjectClientChanged':
        return { ...set({ client: event.data.to.id }), clientName: event.data.to.name };
      case 'ProjectDeleted':
        return { ...state, deleted: true };
      case 'ProjectTextRedacted':
        return { ...state, fields: state.fields && { ...state.fields, ...changedValues(ProjectEvents, event) } };
      default:
        return unreachable(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RegisterProject': {
        const { projectId, reference, fields, lookups } = command;
        if (state.exists) throw new DomainError('conflict', `Project ${projectId} already exists`);
        const client = requireClient(fields.client, lookups);
        requireProductsFitService(fields.serviceOfInterest, fields.velocityProducts);
        requirePeople(fields, lookups);
        return [{ type: 'ProjectRegistered', data: { projectId, reference, fields, clientName: client.name } }];
      }
      case 'UpdateProject':
        return updateEvents(command.projectId, liveFields(state, command.projectId), state, command);
      case 'DeleteProject': {
        const current = liveFields(state, command.projectId);
        return [{ type: 'ProjectDeleted', data: { projectId: command.projectId, projectName: current.projectName } }];
      }
      case 'RedactText': {
        const texts = redactedTexts(
          state,
          'Project',
          command.projectId,
          redactableFieldsOf(ProjectEvents.ProjectTextRedacted),
          command.texts,
        );
        return [{ type: 'ProjectTextRedacted', data: { projectId: command.projectId, texts } }];
      }
      default:
        return unreachable(command);
    }
  },
};

function liveFields(state: ProjectState, projectId: string): ProjectFields {
  if (!state.exists || state.deleted || !state.fields) throw notFound('Project', projectId);
  return state.fields;
}

/** Lists compare element by element (the order of people matters: first, second, third contact). */
function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/** The same tick at the same moment, however the time was written. */
const sameBooleanDate = (a: BooleanDate, b: BooleanDate) =>
  a.checked === b.checked && Date.parse(a.timestamp) === Date.parse(b.timestamp);

function updateEvents(
  projectId: string,
  current: ProjectFields,
  state: ProjectState,
  { changes, lookups }: { changes: Partial<ProjectFields>; lookups: ProjectLookups },
): ProjectEvent[] {
  const events: ProjectEvent[] = [];
  const changed = (name: keyof ProjectFields) => changes[name] !== undefined && !same(changes[name], current[name]);

  const form: Record<string, { from: unknown; to: unknown }> = {};
  for (const name of formFields) if (changed(name)) form[name] = { from: current[name], to: changes[name] };
  if (Object.keys(form).length > 0) {
    events.push({ type: 'ProjectUpdated', data: { projectId, changes: form as FormChanges } });
  }

  if (changed('client')) {
    const to = requireClient(changes.client!, lookups);
    events.push({
      type: 'ProjectClientChanged',
      data: { projectId, from: { id: current.client, name: state.clientName }, to },
    });
  }

  const service = changes.serviceOfInterest ?? current.serviceOfInterest;
  const products =
    changes.velocityProducts ?? (service === ProjectServiceType.Velocity ? current.velocityProducts : []);
  requireProductsFitService(service, products);
  if (service !== current.serviceOfInterest || !sameSet(products, current.velocityProducts)) {
    events.push({
      type: 'ProjectServiceChanged',
      data: {
        projectId,
        from: { serviceOfInterest: current.serviceOfInterest, velocityProducts: current.velocityProducts },
        to: { serviceOfInterest: service, velocityProducts: products },
      },
    });
  }

  if (changed('status')) {
    events.push({ type: 'ProjectStatusChanged', data: { projectId, from: current.status, to: changes.status! } });
  }
  if (changed('opportunityStatus')) {
    events.push({
      type: 'OpportunityStatusChanged',
      data: { projectId, from: current.opportunityStatus, to: changes.opportunityStatus! },
    });
  }
  // The deal status moves first, so a conversion carries the status the new deal starts in.
  if (changed('dealStatus')) {
    events.push({ type: 'DealStatusChanged', data: { projectId, from: current.dealStatus, to: changes.dealStatus! } });
  }
  if (changed('isDeal')) {
    events.push(
      changes.isDeal
        ? {
            type: 'ProjectConvertedToDeal',
            data: { projectId, from: false, to: true, dealStatus: changes.dealStatus ?? current.dealStatus },
          }
        : { type: 'ProjectReturnedToOpportunity', data: { projectId, from: true, to: false } },
    );
  }

  if (changed('lostOpportunityReason') || changed('lostOpportunityDescription')) {
    const from = { reason: current.lostOpportunityReason, description: current.lostOpportunityDescription };
    const to = {
      reason: changes.lostOpportunityReason === undefined ? from.reason : changes.lostOpportunityReason,
      description: changes.lostOpportunityDescription ?? from.description,
    };
    events.push({ type: 'LostOpportunityRecorded', data: { projectId, from, to } });
  }

  for (const check of MoneyLaunderingChecks) {
    const to = changes[check];
    if (to !== undefined && !sameBooleanDate(to, current[check])) {
      events.push({ type: 'MoneyLaunderingCheckRecorded', data: { projectId, check, from: current[check], to } });
    }
  }

  const team: Record<string, { from: unknown; to: unknown }> = {};
  for (const name of teamFields) if (changed(name)) team[name] = { from: current[name], to: changes[name] };
  if (Object.keys(team).length > 0) {
    requirePeople(addedPeople(current, changes), lookups);
    events.push({ type: 'ProjectTeamChanged', data: { projectId, changes: team as TeamChanges } });
  }
  return events;
}

/** The people a change puts on the project who were not there already: only they are checked. */
function addedPeople(current: ProjectFields, changes: Partial<ProjectFields>) {
  const added = (list: string[] | undefined, before: string[]) => (list ?? []).filter((id) => !before.includes(id));
  return {
    owner: changes.owner !== undefined && changes.owner !== current.owner ? changes.owner : null,
    blueboxContacts: added(changes.blueboxContacts, current.blueboxContacts),
    externalCallers: added(changes.externalCallers, current.externalCallers),
  };
}

function requireClient(clientId: string, lookups: ProjectLookups) {
  if (lookups.client === null || lookups.client.id !== clientId) {
    throw new DomainError('validation', `client: no company ${clientId}`, { client: `no company ${clientId}` });
  }
  return lookups.client;
}

function requireProductsFitService(service: ProjectServiceType, products: readonly number[]): void {
  if (products.length > 0 && service !== ProjectServiceType.Velocity) {
    const message = 'velocityProducts are for Velocity projects only: set serviceOfInterest to Velocity (3)';
    throw new DomainError('validation', message, { velocityProducts: message });
  }
}

function requirePeople(
  people: Pick<ProjectFields, 'owner' | 'blueboxContacts' | 'externalCallers'>,
  { nonStaff, nonExternal }: ProjectLookups,
): void {
  const details: Record<string, string> = {};
  if (people.owner !== null && nonStaff.includes(people.owner)) {
    details.owner = `not an active staff user: ${people.owner}`;
  }
  const contacts = people.blueboxContacts.filter((id) => nonStaff.includes(id));
  if (contacts.length > 0) details.blueboxContacts = `not active staff users: ${contacts.join(', ')}`;
  const callers = people.externalCallers.filter((id) => nonExternal.includes(id));
  if (callers.length > 0) details.externalCallers = `not active external users: ${callers.join(', ')}`;
  if (Object.keys(details).length === 0) return;
  const message = Object.entries(details)
    .map(([field, text]) => `${field}: ${text}`)
    .join('; ');
  throw new DomainError('validation', message, details);
}
