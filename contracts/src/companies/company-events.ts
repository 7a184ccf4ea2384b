import {
  creates,
  deletes,
  edits,
  eventTypesOf,
  schemaVersionsOf,
  redactsText,
  withFreeText,
  type EventCatalogue,
  type RedactedTexts,
} from '../event-store/event-catalogue.js';
import type { DomainEvent } from '../event-store/domain-event.js';
import type { MergeLinkCount } from '../merges/merge.js';
import type { MergeMove } from '../merges/merge-moves.js';
import type { NamedRef } from '../projects/project-events.js';
import type { CompanyFields, CompanyRoleFlag } from './company.js';

/** What an edit did to each field it touched. */
export type FieldChanges<T> = { [K in keyof T]?: { from: T[K]; to: T[K] } };

export type CompanyRegistered = DomainEvent<'CompanyRegistered', { companyId: string; fields: CompanyFields }>;
export type CompanyUpdated = DomainEvent<
  'CompanyUpdated',
  { companyId: string; changes: FieldChanges<Omit<CompanyFields, CompanyRoleFlag>> }
>;
export type CompanyRoleFlagsChanged = DomainEvent<
  'CompanyRoleFlagsChanged',
  { companyId: string; changes: FieldChanges<Pick<CompanyFields, CompanyRoleFlag>> }
>;
export type CompanyDeleted = DomainEvent<'CompanyDeleted', { companyId: string; companyName: string }>;

/**
 * The survivor's side of a merge (issue 32): the company merged into it, the values it took from
 * that company (`changes`, as an edit records them) and how many links of each kind moved to it.
 */
export type CompanyMerged = DomainEvent<
  'CompanyMerged',
  {
    companyId: string;
    merged: NamedRef;
    mergeId: string;
    changes: FieldChanges<CompanyFields>;
    moved: MergeLinkCount[];
  }
>;
/**
 * The merged-away side: the company is closed (it leaves lists, search and counts as a deleted one
 * does) and its route answers with the survivor. `moves` are the links that moved, for the undo.
 */
export type CompanyMergedInto = DomainEvent<
  'CompanyMergedInto',
  { companyId: string; companyName: string; into: NamedRef; mergeId: string; moves: MergeMove[] }
>;
/** The survivor's side of an undo: the values the merge gave it put back, except those changed since (`kept`). */
export type CompanyMergeUndone = DomainEvent<
  'CompanyMergeUndone',
  { companyId: string; merged: NamedRef; mergeId: string; changes: FieldChanges<CompanyFields>; kept: string[] }
>;
/** The merged-away company back, with its own values as they were and its first creation time. */
export type CompanyRestoredFromMerge = DomainEvent<
  'CompanyRestoredFromMerge',
  { companyId: string; companyName: string; from: NamedRef; mergeId: string; fields: CompanyFields; createdAt: string }
>;

export type CompanyMergeEvent = CompanyMerged | CompanyMergedInto | CompanyMergeUndone | CompanyRestoredFromMerge;

/** Its free text redacted (issue 37): every text field as it now reads, sealed with the record's next key. */
export type CompanyTextRedacted = DomainEvent<'CompanyTextRedacted', { companyId: string } & RedactedTexts>;

export type CompanyEvent =
  | CompanyRegistered
  | CompanyUpdated
  | CompanyRoleFlagsChanged
  | CompanyDeleted
  | CompanyMergeEvent
  | CompanyTextRedacted;
export type CompanyEventType = CompanyEvent['type'];

/**
 * The company event catalogue (DESIGN §3): each type's schema version, what it does to the
 * record and the fields it moves — read by the write path, the socket push and the history.
 */
export const CompanyEvents = {
  CompanyRegistered: withFreeText(creates(), 'fields.investmentNotes'),
  CompanyUpdated: withFreeText(edits(), 'changes.investmentNotes'),
  CompanyRoleFlagsChanged: edits(),
  CompanyDeleted: deletes(),
  CompanyMerged: withFreeText(edits(), 'changes.investmentNotes'),
  CompanyMergedInto: deletes(),
  CompanyMergeUndone: withFreeText(edits(), 'changes.investmentNotes'),
  CompanyRestoredFromMerge: withFreeText(creates(), 'fields.investmentNotes'),
  CompanyTextRedacted: redactsText(['investmentNotes']),
} satisfies EventCatalogue<CompanyEvent>;

/** Current schema version of each company event type (upcasters lift older ones on read). */
export const CompanyEventSchemaVersions = schemaVersionsOf<CompanyEvent>(CompanyEvents);

export const CompanyEventTypes = eventTypesOf(CompanyEvents);
