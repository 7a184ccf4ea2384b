import { linkListField, type RecordRef } from '@dealbook/contracts';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import type { ListSource } from './list-page.js';

/**
 * Helpers shared by the child read models (tasks, notes, payments): each table holds the record
 * as `doc jsonb` with id, version and timestamps; every write applies only when its event is
 * newer than the row, so replaying an event changes nothing.
 */
export type ChildTableName = 'tasks' | 'notes' | 'payments';
type Db = Kysely<ReadModelDatabase>;

export interface ChildRow {
  id: string;
  version: number;
  doc: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

interface Stamp {
  id: string;
  version: number;
  at: Date;
}

export async function insertChildDoc(db: Db, table: ChildTableName, stamp: Stamp, doc: Record<string, unknown>) {
  await sql`
    insert into ${sql.table(table)} (id, version, doc, created_at, updated_at)
    values (${stamp.id}, ${stamp.version}, ${JSON.stringify(doc)}::jsonb, ${stamp.at}, ${stamp.at})
    on conflict (id) do nothing`.execute(db);
}

/** Merges top-level fields into the document. */
export async function mergeChildDoc(db: Db, table: ChildTableName, stamp: Stamp, values: Record<string, unknown>) {
  await updateDoc(db, table, stamp, sql`doc || ${JSON.stringify(values)}::jsonb`);
}

/**
 * The tables that keep when each link was made (`linked_at`, migration 0018), which their
 * parents' lists are ordered by. Communications are not among them: a parent lists those by
 * when the conversation took place.
 */
const keepsLinkTimes: ReadonlySet<string> = new Set<ChildTableName>(['tasks', 'notes', 'payments']);

/**
 * Puts the parent's id at the front of the child's list for that type and notes the link's time
 * (spec §7.10: the parent's list shows the child linked last first).
 */
export async function linkChildDoc(db: Db, table: ChildTableName, stamp: Stamp, to: RecordRef) {
  const field = linkListField[to.type];
  await updateDoc(
    db,
    table,
    stamp,
    sql`jsonb_set(doc, ${sql.lit(`{${field}}`)}::text[], jsonb_build_array(${to.id}::text) || ${withoutId(field, to.id)})`,
    keepsLinkTimes.has(table)
      ? sql`linked_at || jsonb_build_object(${to.id}::text, ${stamp.at.toISOString()}::text)`
      : undefined,
  );
}

export async function unlinkChildDoc(db: Db, table: ChildTableName, stamp: Stamp, from: RecordRef) {
  const field = linkListField[from.type];
  await updateDoc(
    db,
    table,
    stamp,
    sql`jsonb_set(doc, ${sql.lit(`{${field}}`)}::text[], ${withoutId(field, from.id)})`,
    keepsLinkTimes.has(table) ? sql`linked_at - ${from.id}::text` : undefined,
  );
}

export async function deleteChildDoc(db: Db, table: ChildTableName, id: string) {
  await sql`delete from ${sql.table(table)} where id = ${id}`.execute(db);
}

function withoutId(field: string, id: string): RawBuilder<unknown> {
  return sql`coalesce((select jsonb_agg(e) from jsonb_array_elements(doc->${sql.lit(field)}) e where e <> to_jsonb(${id}::text)), '[]'::jsonb)`;
}

async function updateDoc(
  db: Db,
  table: ChildTableName,
  stamp: Stamp,
  doc: RawBuilder<unknown>,
  linkedAt?: RawBuilder<unknown>,
) {
  const links = linkedAt ? sql`, linked_at = ${linkedAt}` : sql``;
  await sql`
    update ${sql.table(table)} set doc = ${doc}, version = ${stamp.version}, updated_at = ${stamp.at}${links}
    where id = ${stamp.id} and version < ${stamp.version}`.execute(db);
}

export const stampOf = (id: string, event: { streamVersion: number; recordedAt: Date }): Stamp => ({
  id,
  version: event.streamVersion,
  at: event.recordedAt,
});

export function whereAll(conditions: RawBuilder<SqlBool>[]): RawBuilder<unknown> {
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

/** What a list of a child table reads, for listPage. */
export function childSource(table: ChildTableName, where: RawBuilder<unknown>): ListSource {
  return { columns: sql`id, version, doc, created_at, updated_at`, from: sql.table(table), where };
}

/** The exact number of matching rows, for the `count` routes. */

export async function countOf(db: Db, table: ChildTableName, where: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{
    total: string;
  }>`select count(*) as total from ${sql.table(table)} where ${where}`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

export async function childRowsByIds(db: Db, table: ChildTableName, ids: readonly string[]): Promise<ChildRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<ChildRow>`
    select id, version, doc, created_at, updated_at from ${sql.table(table)}
    where id = any(${[...ids]}::uuid[])`.execute(db);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export const recordStamps = (row: ChildRow) => ({
  _id: row.id,
  version: row.version,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});
