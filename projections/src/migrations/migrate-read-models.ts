import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { Migrator } from 'kysely/migration';
import { migrations } from './index.js';

/** The read-model migrations this code knows, in the order they apply. */
export const readModelMigrationNames: readonly string[] = Object.keys(migrations).sort();

/** The table Kysely's Migrator records the applied read-model migrations in (and its lock table). */
export const readModelMigrationTables = ['read_model_migrations', 'read_model_migrations_lock'] as const;

/**
 * Brings the read-model tables to the newest schema with Kysely's Migrator, or up to the named
 * migration (`to`): a restore recreates the schema a backup was taken at before it loads the rows.
 */
export async function migrateReadModels(db: Kysely<ReadModelDatabase>, options: { to?: string } = {}): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: readModelMigrationTables[0],
    migrationLockTableName: readModelMigrationTables[1],
  });
  const { error, results } = options.to ? await migrator.migrateTo(options.to) : await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Read-model migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
