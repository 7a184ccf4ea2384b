import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { ReadModelDatabase } from '@dealbook/projections';

// int8 (bigint) columns come back as text by default; counts and positions are read as text
// and converted where they are used, so no precision is lost on large logs.
export interface DatabaseConnection {
  db: Kysely<ReadModelDatabase>;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function connectDatabase(url: string, maxConnections = 10): DatabaseConnection {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections });
  const db = new Kysely<ReadModelDatabase>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool, close: () => db.destroy() };
}
