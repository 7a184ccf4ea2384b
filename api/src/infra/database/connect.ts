import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { Logger } from '@nestjs/common';
import type { ReadModelDatabase } from '@dealbook/projections';
import { SettledQueryClient } from './settled-query-client.js';

// int8 (bigint) columns come back as text by default; counts and positions are read as text
// and converted where they are used, so no precision is lost on large logs.
export interface DatabaseConnection {
  db: Kysely<ReadModelDatabase>;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** Limits PostgreSQL holds every session of a pool to (a statement that runs longer is cancelled). */
export interface SessionLimits {
  statementTimeoutMs: number;
  /** A transaction left waiting longer than this, with nothing running, is ended with its session. */
  idleInTransactionTimeoutMs: number;
}

export function connectDatabase(
  url: string,
  maxConnections = 10,
  log: (message: string) => void = (message) => new Logger('Database').warn(message),
  limits?: SessionLimits,
): DatabaseConnection {
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    Client: SettledQueryClient,
    ...(limits
      ? {
          statement_timeout: limits.statementTimeoutMs,
          idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
        }
      : {}),
  });
  // An idle connection the server drops (restart, failover) is an 'error' event on the pool;
  // unhandled it would end the process. The pool reconnects on next use; /api/health says 503
  // while the database is away.
  let closing = false;
  pool.on('error', (error) => {
    // While closing, connections end as the server stops: expected, not worth a warning.
    if (!closing) log(`Idle database connection lost: ${error.message}`);
  });
  const db = new Kysely<ReadModelDatabase>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    pool,
    close: () => {
      closing = true;
      return db.destroy();
    },
  };
}
