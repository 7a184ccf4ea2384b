import {
  CommunicationType,
  linkListField,
  OutcomeActions,
  outcomeActionProblem,
  type Communication,
  type CommunicationAction,
  type CommunicationFields,
  type CommunicationOutcome,
  type CommunicationType as Type,
  type PersonSummary,
  type RecordRef,
} from '@dealbook/contracts';
import type { FieldErrors } from '../../ui/utils/fieldErrors.js';

/** What the communication dialog edits; people are kept whole so their names show as tags. */
export interface CommunicationDraft {
  commsType: Type;
  commsDate: string;
  content: string;
  contacted: PersonSummary[];
  employees: PersonSummary[];
  outcome: CommunicationOutcome | null;
  action: CommunicationAction | null;
}

/** A new communication: a phone call now, by the person logging it (spec §3.7 defaults). */
export function newDraft(author: PersonSummary | null, now: Date = new Date()): CommunicationDraft {
  return {
    commsType: CommunicationType.Phone,
    commsDate: now.toISOString(),
    content: '',
    contacted: [],
    employees: author ? [author] : [],
    outcome: null,
    action: null,
  };
}

export function draftOf(communication: Communication): CommunicationDraft {
  return {
    commsType: communication.commsType,
    commsDate: communication.commsDate,
    content: communication.content,
    contacted: communication.contacted,
    employees: communication.employees,
    outcome: communication.outcome,
    action: communication.action,
  };
}

/**
 * Picking an outcome also picks its default action (spec §4.4, the first allowed), unless the
 * action already chosen is allowed for it too; clearing the outcome clears the action.
 */
export function withOutcome(draft: CommunicationDraft, outcome: CommunicationOutcome | null): CommunicationDraft {
  if (outcome === null) return { ...draft, outcome: null, action: null };
  const allowed = OutcomeActions[outcome];
  const action = draft.action !== null && allowed.includes(draft.action) ? draft.action : (allowed[0] ?? null);
  return { ...draft, outcome, action };
}

/** The fields as the API takes them (people as ids). */
export function draftFields(draft: CommunicationDraft): CommunicationFields {
  return {
    commsType: draft.commsType,
    commsDate: draft.commsDate,
    content: draft.content.trim(),
    contacted: draft.contacted.map((person) => person._id),
    employees: draft.employees.map((person) => person._id),
    outcome: draft.outcome,
    action: draft.action,
  };
}

/** What the server would refuse, said before sending (the server checks again). */
export function draftProblems(draft: CommunicationDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (Number.isNaN(Date.parse(draft.commsDate))) errors.commsDate = 'Pick the date and time of the communication';
  const problem = outcomeActionProblem(draft.outcome, draft.action);
  if (problem) errors.action = problem;
  return errors;
}

/** The link lists of a new communication: `{purchases: [id], projects: [id], …}`. */
export function linkLists(links: readonly RecordRef[]): Record<string, string[]> {
  const lists: Record<string, string[]> = {};
  for (const link of links) {
    const field = linkListField[link.type];
    const list = (lists[field] ??= []);
    if (!list.includes(link.id)) list.push(link.id);
  }
  return lists;
}
