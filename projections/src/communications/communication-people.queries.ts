import { Role } from '@dealbook/contracts';
import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';

/**
 * Of these user ids, the ones that cannot be among a communication's employees: anybody but an
 * active member of staff or an active external caller (clients do not make calls).
 */
export async function findUsersWhoCannotCall(db: Kysely<ReadModelDatabase>, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...ids])
    .where('deleted', '=', false)
    .where('is_active', '=', true)
    .where('status', '=', 'active')
    .where('role', '>=', Role.external)
    .execute();
  const callers = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !callers.has(id));
}

/** Whether a user record exists (deleted users included: their old communications still count). */
export async function userExists(db: Kysely<ReadModelDatabase>, id: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
