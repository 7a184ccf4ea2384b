import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { migrateReadModels, type ReadModelDatabase } from '@dealbook/projections';
import { connectDatabase, type DatabaseConnection } from '../../api/src/infra/database/connect.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/**
 * A migrated read-model database of the spec file's own, made before its tests and dropped after
 * them; call at the top of the file and read the connection through the getter inside tests.
 */
export function useReadModelDatabase(label: string): () => Kysely<ReadModelDatabase> {
  let database: TestDatabase | undefined;
  let connection: DatabaseConnection | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(label);
    connection = connectDatabase(database.url);
    await migrateReadModels(connection.db);
  });
  afterAll(async () => {
    await connection?.close();
    await database?.drop();
  });
  return () => {
    if (!connection) throw new Error('the read-model database is made in beforeAll');
    return connection.db;
  };
}
