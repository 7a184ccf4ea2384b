import type { EventStore, HealthReport } from '@dealbook/contracts';
import {
  createInlineProjector,
  migrateReadModels,
  projections,
  type ReadModelDatabase,
  type RebuildSource,
} from '@dealbook/projections';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { connectDatabase } from './database/connect.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './database/embedded-postgres.js';
import { migrateEventStore } from './event-store/postgres/event-store.schema.js';
import { PostgresEventStore } from './event-store/postgres/postgres-event-store.js';
import { openKurrentPersistence } from './kurrent-persistence.js';

export interface PersistenceOptions {
  /** A PostgreSQL server; without it the embedded server runs in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** Where the log lives (DESIGN §8); PostgreSQL, the same database, when absent. */
  eventStore?: { kind: 'postgres' } | { kind: 'kurrentdb'; url: string };
  log?: (message: string) => void;
}

export type ProjectionStatus = HealthReport['projections'][number];

export interface Persistence {
  db: Kysely<ReadModelDatabase>;
  pool: pg.Pool;
  store: EventStore;
  databaseKind: 'embedded' | 'server';
  databaseUrl: string;
  /** How the rebuild reads the log while holding appends back; only the PostgreSQL store offers it. */
  rebuildSource?: RebuildSource;
  /** Each read model's mode and how many events it is behind the log. */
  projectionStatus(): Promise<ProjectionStatus[]>;
  close(): Promise<void>;
}

/**
 * The database, the event store on it and the read models, migrated and wired so that every
 * append updates the read models in its own transaction (DESIGN §3, read-your-writes).
 */
export async function openPersistence(options: PersistenceOptions): Promise<Persistence> {
  if (options.eventStore?.kind === 'kurrentdb') {
    return openKurrentPersistence({
      kurrentDbUrl: options.eventStore.url,
      dataDir: options.dataDir,
      ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
      ...(options.log ? { log: options.log } : {}),
    });
  }
  return openPostgresPersistence(options);
}

async function openPostgresPersistence(options: PersistenceOptions): Promise<Persistence> {
  let embedded: EmbeddedDatabase | undefined;
  if (!options.databaseUrl) {
    embedded = await startEmbeddedPostgres(options.dataDir, { log: () => undefined });
  }
  const databaseUrl = options.databaseUrl ?? embedded!.url;
  const connection = connectDatabase(databaseUrl);
  try {
    await migrateEventStore(connection.db);
    await migrateReadModels(connection.db);
  } catch (error) {
    await connection.close();
    await embedded?.stop();
    throw error;
  }
  const store = new PostgresEventStore(connection.db, connection.pool, {
    inline: createInlineProjector(projections),
    ...(options.log ? { log: options.log } : {}),
  });
  let closed = false;
  return {
    db: connection.db,
    pool: connection.pool,
    store,
    databaseKind: embedded ? 'embedded' : 'server',
    databaseUrl,
    rebuildSource: store,
    // Inline projections commit with the events they read: never behind.
    projectionStatus: async () => projections.map((p) => ({ name: p.name, mode: 'inline' as const, lag: 0 })),
    close: async () => {
      if (closed) return;
      closed = true;
      await store.close();
      await connection.close();
      await embedded?.stop();
    },
  };
}
