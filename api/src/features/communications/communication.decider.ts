import {
  redactableFieldsOf,
  changedValues,
  CommunicationEvents,
  CommunicationLinkTypes,
  outcomeActionProblem,
  streamId,
  type CommunicationCommand,
  type CommunicationEvent,
  type CommunicationFields,
  type CommunicationLinkType,
  type CommunicationLookups,
  type CommunicationUpdated,
  type RecordRef,
} from '@dealbook/contracts';
import { DomainError, notFound } from '../../kernel/errors/domain-error.js';
import { unreachable, type Decider } from '../../kernel/event-sourcing/decider.js';
import { redactedTexts } from '../../kernel/event-sourcing/text-redaction.js';
import {
  emptyLinks,
  linkChanges,
  rejectUnknownLinks,
  sameSet,
  withLink,
  withoutLink,
  type LinkLists,
} from '../../kernel/event-sourcing/child-links.js';

export interface CommunicationState {
  exists: boolean;
  deleted: boolean;
  fields: CommunicationFields | null;
  links: LinkLists<CommunicationLinkType>;
}

type Changes = CommunicationUpdated['data']['changes'];
const plainFields = ['commsType', 'commsDate', 'content'] as const;
const peopleFields = ['contacted', 'employees'] as const;

/** Each communication's events live on `communication-<id>`. */
export const communicationStreamId = (communicationId: string) => streamId('communication', communicationId);

/**
 * Communications (spec §3.7, §4.4). The call's outcome decides the follow-up actions allowed
 * (`OutcomeActions`); the server refuses any other pair. A communication on a purchase is also on
 * the purchase's project and with its purchaser company: linking the purchase links both.
 * Employees are the author unless others are named.
 */
export const communicationDecider: Decider<CommunicationState, CommunicationCommand, CommunicationEvent> = {
  events: CommunicationEvents,
  streamIdOf: (command) => communicationStreamId(command.communicationId),

  initialState: { exists: false, deleted: false, fields: null, links: emptyLinks(CommunicationLinkTypes) },

  evolve(state, event) {
    switch (event.type) {
      case 'CommunicationLogged':
        return {
          ...state,
          exists: true,
          fields: event.data.fields,
          links: [...event.data.links].reverse().reduce(withLink, emptyLinks(CommunicationLinkTypes)),
        };
      case 'CommunicationUpdated':
        return { ...state, fields: { ...state.fields!, ...changedValues(CommunicationEvents, event) } };
      // The catalogue shows outcome and action as one change; the fields hold them apart.
      case 'CommunicationOutcomeChanged':
        return { ...state, fields: { ...state.fields!, ...event.data.to } };
      case 'CommunicationLinked':
        return { ...state, links: withLink(state.links, event.data.to) };
      case 'CommunicationUnlinked':
        return { ...state, links: withoutLink(state.links, event.data.from) };
      case 'CommunicationDeleted':
        return { ...state, deleted: true };
      case 'CommunicationTextRedacted':
        return { ...state, fields: state.fields && { ...state.fields, ...changedValues(CommunicationEvents, event) } };
      default:
        return unreachable(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'LogCommunication': {
        if (state.exists) throw new DomainError('conflict', `Communication ${command.communicationId} already exists`);
        const { communicationId, fields, lookups } = command;
        requireOutcomeRule(fields);
        rejectUnknownPeople('employees', fields.employees, lookups.unknownEmployees);
        rejectUnknownPeople('contacted', fields.contacted, lookups.unknownContacted);
        rejectUnknownLinks(command.links, lookups.unknownLinks);
        refuseRejectedPurchases(command.links, lookups);
        const employees = fields.employees.length > 0 ? fields.employees : [command.author];
        const links = withParentsOfPurchases(command.links, [], lookups);
        return [
          {
            type: 'CommunicationLogged',
            data: { communicationId, fields: { ...fields, employees }, links, massId: command.massId },
          },
        ];
      }
      case 'UpdateCommunication':
        return update(command, state);
      case 'DeleteCommunication': {
        liveFields(state, command.communicationId);
        const links = CommunicationLinkTypes.flatMap((type) => state.links[type].map((id) => ({ type, id })));
        return [{ type: 'CommunicationDeleted', data: { communicationId: command.communicationId, links } }];
      }
      case 'RedactText': {
        const texts = redactedTexts(
          state,
          'Communication',
          command.communicationId,
          redactableFieldsOf(CommunicationEvents.CommunicationTextRedacted),
          command.texts,
        );
        return [{ type: 'CommunicationTextRedacted', data: { communicationId: command.communicationId, texts } }];
      }
      default:
        return unreachable(command);
    }
  },
};

function update(command: Extract<CommunicationCommand, { type: 'UpdateCommunication' }>, state: CommunicationState) {
  const current = liveFields(state, command.communicationId);
  const { communicationId, changes, lookups } = command;
  const events: CommunicationEvent[] = [];

  const fieldChanges: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of plainFields) {
    const to = changes[field];
    if (to !== undefined && to !== current[field]) fieldChanges[field] = { from: current[field], to };
  }
  for (const field of peopleFields) {
    const to = changes[field];
    if (to === undefined || sameSet(to, current[field])) continue;
    const unknown = field === 'employees' ? lookups.unknownEmployees : lookups.unknownContacted;
    rejectUnknownPeople(
      field,
      to.filter((id) => !current[field].includes(id)),
      unknown,
    );
    fieldChanges[field] = { from: current[field], to };
  }
  if (Object.keys(fieldChanges).length > 0) {
    events.push({ type: 'CommunicationUpdated', data: { communicationId, changes: fieldChanges as Changes } });
  }

  if (changes.outcome !== undefined || changes.action !== undefined) {
    const from = { outcome: current.outcome, action: current.action };
    const to = {
      outcome: changes.outcome !== undefined ? changes.outcome : current.outcome,
      action: changes.action !== undefined ? changes.action : current.action,
    };
    requireOutcomeRule(to);
    if (to.outcome !== from.outcome || to.action !== from.action) {
      events.push({ type: 'CommunicationOutcomeChanged', data: { communicationId, from, to } });
    }
  }

  const { added, removed } = linkChanges(state.links, command.links);
  rejectUnknownLinks(added, lookups.unknownLinks);
  refuseRejectedPurchases(added, lookups);
  for (const from of removed) events.push({ type: 'CommunicationUnlinked', data: { communicationId, from } });
  const kept = CommunicationLinkTypes.flatMap((type) =>
    state.links[type].filter((id) => !removed.some((r) => r.type === type && r.id === id)).map((id) => ({ type, id })),
  );
  for (const to of withParentsOfPurchases(added, kept, lookups)) {
    events.push({ type: 'CommunicationLinked', data: { communicationId, to } });
  }
  return events;
}

/**
 * A call on a purchaser the client rejected would be an approach the client refused (issue 14):
 * refused (409) with the client's decision. Links already there stay: the call was made before.
 */
function refuseRejectedPurchases(links: readonly RecordRef[], lookups: CommunicationLookups): void {
  for (const ref of links) {
    const refusal = ref.type === 'purchase' ? lookups.rejectedPurchases?.[ref.id] : undefined;
    if (refusal) throw new DomainError('conflict', refusal);
  }
}

/**
 * The links asked for, then the project and purchaser company of each purchase among them that
 * is not linked already (`existing`), without repeats.
 */
function withParentsOfPurchases(
  links: readonly RecordRef[],
  existing: readonly RecordRef[],
  lookups: CommunicationLookups,
): RecordRef[] {
  const result: RecordRef[] = [];
  const has = (ref: RecordRef) =>
    [...existing, ...result].some((other) => other.type === ref.type && other.id === ref.id);
  const add = (ref: RecordRef) => {
    if (!has(ref)) result.push(ref);
  };
  links.forEach(add);
  for (const ref of links) {
    const parents = ref.type === 'purchase' ? lookups.purchaseParents[ref.id] : undefined;
    if (!parents) continue;
    add({ type: 'project', id: parents.project });
    add({ type: 'company', id: parents.company });
  }
  return result;
}

function requireOutcomeRule(pair: Pick<CommunicationFields, 'outcome' | 'action'>): void {
  const problem = outcomeActionProblem(pair.outcome, pair.action);
  if (problem)
    throw new DomainError('validation', `The call's outcome and action do not match: ${problem}`, { action: problem });
}

function rejectUnknownPeople(field: 'employees' | 'contacted', ids: readonly string[], unknown: readonly string[]) {
  const missing = ids.filter((id) => unknown.includes(id));
  if (missing.length === 0) return;
  const what = field === 'employees' ? 'active staff or external users' : 'contacts';
  throw new DomainError('validation', `${field} must name ${what}; not ${missing.join(', ')}`, {
    [field]: `not one of the ${what}: ${missing.join(', ')}`,
  });
}

function liveFields(state: CommunicationState, communicationId: string): CommunicationFields {
  if (!state.exists || state.deleted || !state.fields) throw notFound('Communication', communicationId);
  return state.fields;
}
