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

/** Which roles a user must hold: this one exactly, or this one or above. */
export type RoleRule = { exactly: Role } | { atLeast: Role };

/**
 * Of these user ids, the ones that are not active users (not deleted, switched on, past sign-up)
 * whose role passes the rule: who may not be assigned, called with, or put on a project.
 */
export async function findUsersOutside(
  db: Kysely<ReadModelDatabase>,
  ids: readonly string[],
  rule: RoleRule,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...ids])
    .where('deleted', '=', false)
    .where('is_active', '=', true)
    .where('status', '=', 'active')
    .where('role', 'exactly' in rule ? '=' : '>=', 'exactly' in rule ? rule.exactly : rule.atLeast)
    .execute();
  const passing = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !passing.has(id));
}

/** Of these user ids, the ones that are not active staff (user role or above) and may not be assigned. */
export const findNonStaffUsers = (db: Kysely<ReadModelDatabase>, ids: readonly string[]) =>
  findUsersOutside(db, ids, { atLeast: Role.user });

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

/** A linked record's name for display (and a purchase's project, whose page shows the purchase). */
export interface RecordName {
  name: string;
  projectId: string | null;
}

/**
 * Names of the records these refs point at, keyed `type:id`; one query per type named. Deleted
 * records are absent, so a child's list never names a record that is gone.
 */
export async function findRecordNames(
  db: Kysely<ReadModelDatabase>,
  refs: readonly RecordRef[],
): Promise<Map<string, RecordName>> {
  const idsOf = (type: RecordRef['type']) => [...new Set(refs.filter((ref) => ref.type === type).map((r) => r.id))];
  const queries: Record<string, (ids: string[]) => Promise<{ id: string; name: string; project_id: string | null }[]>> =
    {
      company: (ids) =>
        db
          .selectFrom('companies')
          .select(['id', 'company_name as name', sql<null>`null`.as('project_id')])
          .where('id', 'in', ids)
          .execute(),
      contact: (ids) =>
        db
          .selectFrom('contacts')
          .select(['id', 'full_name as name', sql<null>`null`.as('project_id')])
          .where('id', 'in', ids)
          .execute(),
      project: (ids) =>
        db
          .selectFrom('projects')
          .select(['id', 'project_name as name', sql<null>`null`.as('project_id')])
          .where('id', 'in', ids)
          .execute(),
      task: (ids) =>
        db
          .selectFrom('tasks')
          .select(['id', 'subject as name', sql<null>`null`.as('project_id')])
          .where('id', 'in', ids)
          .execute(),
      event: (ids) =>
        db
          .selectFrom('crm_events')
          .select(['id', 'description as name', sql<null>`null`.as('project_id')])
          .where('id', 'in', ids)
          .execute(),
      purchase: (ids) =>
        db
          .selectFrom('purchases as p')
          .leftJoin('projects as pr', 'pr.id', 'p.project_id')
          .select([
            'p.id as id',
            sql<string>`p.company_name || coalesce(' — ' || pr.project_name, '')`.as('name'),
            'p.project_id as project_id',
          ])
          .where('p.id', 'in', ids)
          .execute(),
    };
  const names = new Map<string, RecordName>();
  for (const [type, query] of Object.entries(queries)) {
    const ids = idsOf(type as RecordRef['type']);
    if (ids.length === 0) continue;
    for (const row of await query(ids)) names.set(`${type}:${row.id}`, { name: row.name, projectId: row.project_id });
  }
  return names;
}
