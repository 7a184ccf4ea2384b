import {
  companyFieldLabels,
  CompanyFieldNames,
  contactFieldLabels,
  ContactFieldNames,
  type DomainEvent,
  type EventStore,
  type MergeableType,
  type RecordedEvent,
} from '@dealbook/contracts';
import { DomainError, notFound } from '../../kernel/errors/domain-error.js';
import type { Decider } from '../../kernel/event-sourcing/decider.js';
import { companyDecider, type CompanyState } from '../companies/company.decider.js';
import { contactDecider, type ContactState } from '../contacts/contact.decider.js';
import { foldEvents } from '../../kernel/event-sourcing/decider.js';

/** One of the two records of a merge, as its stream holds it. */
export interface LoadedRecord<State> {
  id: string;
  version: number;
  state: State;
  fields: Record<string, unknown>;
  name: string;
  /** When it was first recorded (a restore gives it back). */
  createdAt: string;
  history: RecordedEvent[];
}

/** What the merge needs to know of a type, so one write path serves companies and contacts. */
export interface MergeableRecords<State> {
  type: MergeableType;
  /** "Company", "Contact": the start of a sentence. */
  noun: string;
  decider: Decider<State, never, DomainEvent>;
  fieldNames: readonly string[];
  labels: Record<string, string>;
  fieldsOf(state: State): Record<string, unknown> | null;
  nameOf(fields: Record<string, unknown>): string;
  /** What tells two records of the same name apart on the merge screen. */
  detailOf(state: State): string;
  isDeleted(state: State): boolean;
  mergedIntoOf(state: State): { mergeId: string; into: { id: string; name: string } } | null;
}

export const mergeableCompanies: MergeableRecords<CompanyState> = {
  type: 'company',
  noun: 'Company',
  decider: companyDecider as unknown as Decider<CompanyState, never, DomainEvent>,
  fieldNames: CompanyFieldNames,
  labels: companyFieldLabels,
  fieldsOf: (state) => state.fields,
  nameOf: (fields) => String(fields.companyName),
  detailOf: (state) => [state.fields?.domain, state.fields?.city].filter(Boolean).join(', '),
  isDeleted: (state) => state.deleted,
  mergedIntoOf: (state) => state.mergedInto,
};

export const mergeableContacts: MergeableRecords<ContactState> = {
  type: 'contact',
  noun: 'Contact',
  decider: contactDecider as unknown as Decider<ContactState, never, DomainEvent>,
  fieldNames: ContactFieldNames,
  labels: contactFieldLabels,
  fieldsOf: (state) => state.fields,
  nameOf: (fields) => `${String(fields.firstName)} ${String(fields.lastName)}`,
  detailOf: (state) => [state.fields?.email, state.companies[0]?.companyName].filter(Boolean).join(', '),
  isDeleted: (state) => state.deleted,
  mergedIntoOf: (state) => state.mergedInto,
};

/** The record's stream folded; not found (404) when it never existed or was deleted. */
export async function loadRecord<State>(
  store: EventStore,
  records: MergeableRecords<State>,
  id: string,
): Promise<LoadedRecord<State>> {
  const loaded = await foldRecord(store, records, id);
  if (records.isDeleted(loaded.state)) throw notFound(records.noun, id);
  return loaded;
}

/** The record's stream folded, deleted or not (an undo says in words why it cannot go ahead). */
export async function foldRecord<State>(
  store: EventStore,
  records: MergeableRecords<State>,
  id: string,
): Promise<LoadedRecord<State>> {
  const history = await store.readStream(`${records.type}-${id}`);
  const state = foldEvents(records.decider, history);
  const fields = records.fieldsOf(state);
  if (!fields) throw notFound(records.noun, id);
  return {
    id,
    version: history.at(-1)!.streamVersion,
    state,
    fields,
    name: records.nameOf(fields),
    createdAt: history[0]!.recordedAt.toISOString(),
    history,
  };
}

/** A record the merge may take part in: not merged away already (its route leads to the survivor). */
export function requireLive<State>(records: MergeableRecords<State>, loaded: LoadedRecord<State>): void {
  const mergedInto = records.mergedIntoOf(loaded.state);
  if (mergedInto) {
    throw new DomainError(
      'conflict',
      `${loaded.name} was merged into ${mergedInto.into.name} already: merge ${mergedInto.into.name} instead`,
    );
  }
}

export const mergeableRecordsOf = (type: MergeableType) =>
  (type === 'company' ? mergeableCompanies : mergeableContacts) as MergeableRecords<unknown>;
