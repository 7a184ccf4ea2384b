import { Role } from '@dealbook/contracts';
import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { findUsersOutside } from '../shared/linked-records.queries.js';

/**
 * Of these user ids, the ones that cannot be among a communication's employees: anybody but an
 * active member of staff or an active external caller (clients do not make calls).
 */
export const findUsersWhoCannotCall = (db: Kysely<ReadModelDatabase>, ids: readonly string[]) =>
  findUsersOutside(db, ids, { atLeast: Role.external });

/** Whether a user record exists (deleted users included: their old communications still count). */
export async function userExists(db: Kysely<ReadModelDatabase>, id: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
