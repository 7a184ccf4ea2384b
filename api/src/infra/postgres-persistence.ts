import { createBatchProjector, createInlineProjector, projections } from '@dealbook/projections';
import { connectDatabase } from './database/connect.js';
import { connectReplayDatabase } from './database/replay-database.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './database/embedded-postgres.js';
import { migrateDatabase } from './database/migrate-database.js';
import { eventUpcasters } from './event-store/event-upcasters.js';
import { PersonalDataKeys } from './event-store/personal-data/personal-data-keys.js';
import { PersonalDataProtection } from './event-store/personal-data/personal-data-protection.js';
import { PostgresEventStore } from './event-store/postgres/postgres-event-store.js';
import type { Persistence, PersistenceOptions } from './persistence.port.js';

/**
 * The database, the event store on it and the read models, migrated and wired so that every
 * append updates the read models in its own transaction (DESIGN §3, read-your-writes).
 */
export async function openPostgresPersistence(options: PersistenceOptions): Promise<Persistence> {
  let embedded: EmbeddedDatabase | undefined;
  if (!options.databaseUrl) {
    embedded = await startEmbeddedPostgres(options.dataDir, { log: () => undefined });
  }
  const databaseUrl = options.databaseUrl ?? embedded!.url;
  try {
    await migrateDatabase(databaseUrl);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  const connection = connectDatabase(databaseUrl, undefined, options.log, options.sessionLimits);
  const replay = connectReplayDatabase(databaseUrl, options.log);
  const personalDataKeys = new PersonalDataKeys(connection.pool, options.log);
  const store = new PostgresEventStore(connection.db, connection.pool, {
    personalData: new PersonalDataProtection(personalDataKeys),
    inline: createInlineProjector(projections),
    inlineBatch: createBatchProjector(projections),
    upcasters: eventUpcasters,
    ...(options.log ? { log: options.log } : {}),
  });
  let closed = false;
  return {
    db: connection.db,
    pool: connection.pool,
    replayDb: replay.db,
    store,
    personalDataKeys,
    databaseKind: embedded ? 'embedded' : 'server',
    databaseUrl,
    rebuildSource: store,
    // Inline projections commit with the events they read: never behind.
    projectionStatus: async () => projections.map((p) => ({ name: p.name, mode: 'inline' as const, lag: 0 })),
    close: async () => {
      if (closed) return;
      closed = true;
      await store.close();
      await personalDataKeys.close();
      await replay.close();
      await connection.close();
      await embedded?.stop();
    },
  };
}
