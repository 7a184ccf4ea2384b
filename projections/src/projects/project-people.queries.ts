import { Role } from '@dealbook/contracts';
import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';

/**
 * Of these user ids, those who may not be a project's external caller: anyone but an active
 * user whose role is exactly external (spec §6: the external check is an exact match).
 */
export async function findNonExternalUsers(db: Kysely<ReadModelDatabase>, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...ids])
    .where('deleted', '=', false)
    .where('is_active', '=', true)
    .where('status', '=', 'active')
    .where('role', '=', Role.external)
    .execute();
  const external = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !external.has(id));
}
