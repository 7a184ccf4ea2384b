import { Role, type RecordRef } from '@dealbook/contracts';
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';

/** The read-model table of each parent type (every one exists once the migrations have run). */
const parentTables: Partial<Record<RecordRef['type'], string>> = {
  company: 'companies',
  contact: 'contacts',
  event: 'crm_events',
  task: 'tasks',
  project: 'projects',
  purchase: 'purchases',
};

/** The refs that name no existing record; one query per parent type named. */
export async function findMissingRecords(
  db: Kysely<ReadModelDatabase>,
  refs: readonly RecordRef[],
): Promise<RecordRef[]> {
  const missing: RecordRef[] = [];
  const byType = new Map<string, RecordRef[]>();
  for (const ref of refs) byType.set(ref.type, [...(byType.get(ref.type) ?? []), ref]);
  for (const [type, group] of byType) {
    const table = parentTables[type as RecordRef['type']];
    if (!table) continue;
    const { rows } = await sql<{ id: string }>`
      select id::text as id from ${sql.table(table)} where id::text = any(${group.map((r) => r.id)}::text[])`.execute(
      db,
    );
    const found = new Set(rows.map((row) => row.id));
    missing.push(...group.filter((ref) => !found.has(ref.id)));
  }
  return missing;
}

/** Of these user ids, the ones that are not active staff (user role or above) and may not be assigned. */
export async function findNonStaffUsers(db: Kysely<ReadModelDatabase>, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...ids])
    .where('deleted', '=', false)
    .where('is_active', '=', true)
    .where('status', '=', 'active')
    .where('role', '>=', Role.user)
    .execute();
  const staff = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !staff.has(id));
}

/** Names for display: id -> full name, deleted users included (old tasks still name them). */
export async function findPeople(
  db: Kysely<ReadModelDatabase>,
  ids: readonly string[],
): Promise<Map<string, { _id: string; fullName: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.id, { _id: row.id, fullName: `${row.first_name} ${row.last_name}`.trim() }]));
}
