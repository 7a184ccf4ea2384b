import { Role } from '@dealbook/contracts';
import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { findUsersOutside } from '../shared/linked-records.queries.js';

/**
 * Of these user ids, those who may not be a project's external caller: anyone but an active
 * user whose role is exactly external (spec §6: the external check is an exact match).
 */
export const findNonExternalUsers = (db: Kysely<ReadModelDatabase>, ids: readonly string[]) =>
  findUsersOutside(db, ids, { exactly: Role.external });
