import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { Migrator } from 'kysely/migration';
import { migrations } from './index.js';

/** Brings the read-model tables to the newest schema with Kysely's Migrator. */
export async function migrateReadModels(db: Kysely<ReadModelDatabase>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'read_model_migrations',
    migrationLockTableName: 'read_model_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Read-model migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
