import type { DomainEvent, EventCatalogue, ImportKind, ImportMode } from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import type { Decider } from '../../../kernel/event-sourcing/decider.js';

export type Db = Kysely<ReadModelDatabase>;

/** A row the reading layer accepted: its line, the values it gives by field, and its lookups' text. */
export interface ReadableRow {
  line: number;
  given: Record<string, unknown>;
  lookups: Record<string, string>;
}

/** A record a row's key found, with the state its decider decides on and the version to append at. */
export interface FoundRecord<State> {
  id: string;
  version: number;
  state: State;
}

/** An existing record a row may duplicate (issue 32), with its name as people read it. */
export interface DuplicateCandidate<State> extends FoundRecord<State> {
  name: string;
}

/**
 * What a row's lookups resolve to: record fields (a project's `client` and `owner` ids), merged
 * into the row's values before they are checked, and references the commands need beside them
 * (the client company with its name, the company a contact works for).
 */
export interface ResolvedRow {
  ok: true;
  fields: Record<string, unknown>;
  refs: Record<string, unknown>;
}

/** What the rows of a batch ask of the world beyond their own record, resolved at once; by line. */
export type Resolved = Map<number, ResolvedRow | { ok: false; reason: string }>;

/**
 * What an import needs to know of one kind of record (DESIGN §3: the same deciders as the API):
 * how a row's key finds a record, how a batch's lookups resolve, and the commands that create,
 * update, delete or restore a record. The batch planner does the rest, the same for every kind.
 */
export interface ImportTarget<State = unknown, Command = unknown, Event extends DomainEvent = DomainEvent> {
  readonly kind: ImportKind;
  /** The record's stream type (`company`), as in stream ids and rooms. */
  readonly recordType: string;
  /** The record as people name it: "company". */
  readonly noun: string;
  readonly decider: Decider<State, Command, Event>;
  /** Its events' catalogue: which fields each event changes, for the preview's "Changes …". */
  readonly events: EventCatalogue<Event>;
  /** The row's key, normalised as `findByKeys` compares it; undefined when the row has none. */
  keyOf(row: ReadableRow, matchOn: string): string | undefined;
  /** Every record each key finds (a name may find several: the row then says so and fails). */
  findByKeys(db: Db, matchOn: string, keys: readonly string[]): Promise<Map<string, FoundRecord<State>[]>>;
  findByIds(db: Db, ids: readonly string[]): Promise<Map<string, FoundRecord<State>>>;
  resolve(db: Db, rows: readonly ReadableRow[]): Promise<Resolved>;
  /**
   * The records each row (by line) may duplicate although its key found none: the same name
   * written another way, the same domain. Kinds without it never warn.
   */
  /** Fields a row does not change on a record it updates as a possible duplicate (its name). */
  readonly keptOnDuplicateUpdate?: readonly string[];
  findPossibleDuplicates?(db: Db, rows: readonly ReadableRow[]): Promise<Map<number, DuplicateCandidate<State>[]>>;
  /** References for new records (contacts and projects are numbered); none for companies. */
  drawReferences?(db: Db, count: number): Promise<string[]>;
  create(input: {
    id: string;
    reference: string;
    fields: Record<string, unknown>;
    refs: Record<string, unknown>;
  }): Command;
  update(found: FoundRecord<State>, changes: Record<string, unknown>, refs: Record<string, unknown>): Command;
  /** The record's current values by field, for an undo to compare with what the import set. */
  valuesOf(state: State): Record<string, unknown>;
  delete(id: string): Command;
  /** Sets these fields back (an undo of an update), looking up what the record's rules check. */
  restore(db: Kysely<ReadModelDatabase>, found: FoundRecord<State>, values: Record<string, unknown>): Promise<Command>;
}

/** Whether a mode lets a row create a record, or change one its key found. */
export const modeCreates = (mode: ImportMode) => mode !== 'update';
export const modeUpdates = (mode: ImportMode) => mode !== 'create';

/** A row that asks nothing of other records. */
export const nothingToResolve: ResolvedRow = { ok: true, fields: {}, refs: {} };

/** Records by id, as the undo looks them up. */
export const byId = <State>(records: readonly FoundRecord<State>[]) =>
  new Map(records.map((record) => [record.id, record]));

/** Records by the key that found them: several may share a key (two companies of one name). */
export function groupByKey<Row extends { key: string }, State>(
  rows: readonly Row[],
  toFound: (row: Row) => FoundRecord<State>,
): Map<string, FoundRecord<State>[]> {
  const groups = new Map<string, FoundRecord<State>[]>();
  for (const row of rows) {
    const group = groups.get(row.key);
    if (group) group.push(toFound(row));
    else groups.set(row.key, [toFound(row)]);
  }
  return groups;
}
