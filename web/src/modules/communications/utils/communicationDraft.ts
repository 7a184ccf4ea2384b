import {
  CommunicationType,
  linkListField,
  massCommunicationBodySchema,
  OutcomeActions,
  type Communication,
  type CommunicationAction,
  type CommunicationOutcome,
  type CommunicationType as Type,
  type PersonSummary,
  type RecordRef,
} from '@dealbook/contracts';
import type { z } from 'zod';
import { formSchema } from '../../forms/utils/formSchema.js';

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

/** The dialog's fields as they are labelled. */
export const communicationFieldLabels = {
  commsType: 'Type',
  commsDate: 'Date',
  content: 'Content',
  contacted: 'Contacted',
  employees: 'Employees',
  outcome: 'Outcome',
  action: 'Action',
} as const satisfies Record<keyof CommunicationDraft, string>;

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
export function withOutcome<Draft extends Pick<CommunicationDraft, 'outcome' | 'action'>>(
  draft: Draft,
  outcome: CommunicationOutcome | null,
): Draft {
  if (outcome === null) return { ...draft, outcome: null, action: null };
  const allowed = OutcomeActions[outcome];
  const action = draft.action !== null && allowed.includes(draft.action) ? draft.action : (allowed[0] ?? null);
  return { ...draft, outcome, action };
}

/** The communication's own fields: what POST, PUT and the mass log all check (§4.4's outcome rules too). */
const communicationFieldsBody = massCommunicationBodySchema.shape.communication;

/** The draft as the API takes it (people as ids, content trimmed), checked by the server's own schema. */
export const communicationFormSchema = formSchema(
  (draft: CommunicationDraft): z.input<typeof communicationFieldsBody> => ({
    ...draft,
    contacted: draft.contacted.map((person) => person._id),
    employees: draft.employees.map((person) => person._id),
  }),
  communicationFieldsBody,
);

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
