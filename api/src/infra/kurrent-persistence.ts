import { Logger } from '@nestjs/common';
import type { EventStore, LogPosition } from '@dealbook/contracts';
import { projections, type ReadModelDatabase } from '@dealbook/projections';
import { sql, type Kysely } from 'kysely';
import { connectDatabase, type SessionLimits } from './database/connect.js';
import { migrateDatabase } from './database/migrate-database.js';
import { connectReplayDatabase } from './database/replay-database.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './database/embedded-postgres.js';
import { eventUpcasters } from './event-store/event-upcasters.js';
import { CatchUpProjections } from './event-store/kurrentdb/catch-up-projections.js';
import { PersonalDataKeys } from './event-store/personal-data/personal-data-keys.js';
import { PersonalDataProtection } from './event-store/personal-data/personal-data-protection.js';
import { KurrentDbEventStore } from './event-store/kurrentdb/kurrentdb-event-store.js';
import type { Persistence, ProjectionStatus } from './persistence.port.js';

export interface KurrentPersistenceOptions {
  /** KurrentDB connection string, e.g. `kurrentdb://host:2113?tls=false`. */
  kurrentDbUrl: string;
  /** A PostgreSQL server for the read models; without it the embedded server runs in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  log?: (message: string) => void;
  /** How long an append waits for the read models before it resolves anyway (default 5 s). */
  readYourWritesTimeoutMs?: number;
  /** Bounds on the app pool's sessions (PersistenceOptions.sessionLimits). */
  sessionLimits?: SessionLimits;
}

export interface KurrentPersistence extends Omit<Persistence, 'store'> {
  /** Appends resolve once every read model shows them, or after the read-your-writes timeout. */
  store: EventStore;
  /** True once every projection has applied the log up to `position`; false at the timeout. */
  waitForProjections(position: LogPosition, timeoutMs: number): Promise<boolean>;
  /** Each projection's lag behind the log, for the health endpoint. */
  projectionStatus(): Promise<ProjectionStatus[]>;
}

/** Connection strings may carry a user and password; error messages must not. */
function withoutCredentials(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//');
}

/**
 * Read models and checkpoints from a PostgreSQL log would be mistaken for positions in the
 * KurrentDB log, so a database that already holds the PostgreSQL store's events is refused.
 */
async function refuseDatabaseWithPostgresLog(db: Kysely<ReadModelDatabase>): Promise<void> {
  const { rows } = await sql<{ found: boolean }>`select exists (select 1 from events) as found`.execute(db);
  if (rows[0]?.found) {
    throw new Error(
      'This PostgreSQL database holds the event log of EVENT_STORE=postgres. With EVENT_STORE=kurrentdb the read ' +
        'models need a database of their own: set DATABASE_URL (or DATA_DIR) to one that has not been used with ' +
        'the PostgreSQL event store.',
    );
  }
}

/**
 * The log in KurrentDB, the read models in PostgreSQL (server or embedded, as openPersistence),
 * every projection in a catch-up runner (DESIGN §3, §8). Resolves once the read models have
 * caught up with the log, so a fresh read-model database on an existing log starts complete.
 */
export async function openKurrentPersistence(options: KurrentPersistenceOptions): Promise<KurrentPersistence> {
  let embedded: EmbeddedDatabase | undefined;
  if (!options.databaseUrl) {
    embedded = await startEmbeddedPostgres(options.dataDir, { log: () => undefined });
  }
  const databaseUrl = options.databaseUrl ?? embedded!.url;
  const log = options.log ?? ((message: string) => new Logger('Persistence').error(message));
  try {
    await migrateDatabase(databaseUrl, refuseDatabaseWithPostgresLog);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  const connection = connectDatabase(databaseUrl, undefined, log, options.sessionLimits);
  let store: KurrentDbEventStore | undefined;
  let catchUp: CatchUpProjections | undefined;
  // The keys live in PostgreSQL beside the read models: KurrentDB holds the events, sealed.
  const personalDataKeys = new PersonalDataKeys(connection.pool, log);
  try {
    store = new KurrentDbEventStore(options.kurrentDbUrl, {
      log,
      upcasters: eventUpcasters,
      personalData: new PersonalDataProtection(personalDataKeys),
    });
    await store.head().catch((error: unknown) => {
      const reason = error instanceof Error ? error.message || error.name : String(error);
      throw new Error(`KurrentDB at ${withoutCredentials(options.kurrentDbUrl)} did not answer (${reason})`);
    });
    catchUp = new CatchUpProjections(connection.db, store, projections, {
      log,
      ...(options.readYourWritesTimeoutMs === undefined
        ? {}
        : { readYourWritesTimeoutMs: options.readYourWritesTimeoutMs }),
    });
    await catchUp.start();
  } catch (error) {
    await catchUp?.stop();
    await store?.close();
    await personalDataKeys.close();
    await connection.close();
    await embedded?.stop();
    throw error;
  }
  const running = { store, catchUp };
  const replay = connectReplayDatabase(databaseUrl, log);
  let closed = false;
  return {
    db: connection.db,
    pool: connection.pool,
    replayDb: replay.db,
    store: running.catchUp.readYourWrites(),
    personalDataKeys,
    databaseKind: embedded ? 'embedded' : 'server',
    databaseUrl,
    waitForProjections: (position, timeoutMs) => running.catchUp.waitForProjections(position, timeoutMs),
    projectionStatus: () => running.catchUp.status(),
    close: async () => {
      if (closed) return;
      closed = true;
      await running.catchUp.stop();
      await running.store.close();
      await personalDataKeys.close();
      await replay.close();
      await connection.close();
      await embedded?.stop();
    },
  };
}
