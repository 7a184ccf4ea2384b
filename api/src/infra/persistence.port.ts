import type { PersonalDataKeys } from './event-store/personal-data/personal-data-keys.js';
import type { EventStore, HealthReport } from '@dealbook/contracts';
import type { ReadModelDatabase, RebuildSource } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { SessionLimits } from './database/connect.js';

/**
 * What the app needs of its storage, whichever event store is chosen (DESIGN §8): the read-model
 * database, the log, and how far behind the read models are. `persistence.ts` picks the adapter.
 */
export interface PersistenceOptions {
  /** A PostgreSQL server; without it the embedded server runs in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** Where the log lives (DESIGN §8); PostgreSQL, the same database, when absent. */
  eventStore?: { kind: 'postgres' } | { kind: 'kurrentdb'; url: string };
  log?: (message: string) => void;
  /**
   * Bounds on every session of the app's pool (a serving app sets them; the rebuild command, whose
   * index builds take minutes, does not). Migrations run on a connection of their own, unbound.
   */
  sessionLimits?: SessionLimits;
}

/** One read model's mode and how many events of the log it has not applied yet. */
export type ProjectionStatus = HealthReport['projections'][number];

export interface Persistence {
  db: Kysely<ReadModelDatabase>;
  pool: pg.Pool;
  /** A small pool of its own for replays of the log into temporary read models (replay-database.ts). */
  replayDb: Kysely<ReadModelDatabase>;
  store: EventStore;
  /** Each person's key, sealing their data in the log; shredding one erases them (issue 37). */
  personalDataKeys: PersonalDataKeys;
  databaseKind: 'embedded' | 'server';
  databaseUrl: string;
  /** How the rebuild reads the log while holding appends back; only the PostgreSQL store offers it. */
  rebuildSource?: RebuildSource;
  /** Each read model's mode and how many events it is behind the log. */
  projectionStatus(): Promise<ProjectionStatus[]>;
  close(): Promise<void>;
}
