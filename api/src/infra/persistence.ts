import type { Persistence, PersistenceOptions } from './persistence.port.js';
import { openPostgresPersistence } from './postgres-persistence.js';

export type { Persistence, PersistenceOptions, ProjectionStatus } from './persistence.port.js';

/** The storage the options choose: the PostgreSQL event store (default) or KurrentDB (DESIGN §8). */
export async function openPersistence(options: PersistenceOptions): Promise<Persistence> {
  if (options.eventStore?.kind === 'kurrentdb') {
    // Loaded only when chosen: the KurrentDB client (gRPC) is some 30 MB of resident memory that
    // a server on the PostgreSQL event store would carry for nothing.
    const { openKurrentPersistence } = await import('./kurrent-persistence.js');
    return openKurrentPersistence({
      kurrentDbUrl: options.eventStore.url,
      dataDir: options.dataDir,
      ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
      ...(options.log ? { log: options.log } : {}),
      ...(options.sessionLimits ? { sessionLimits: options.sessionLimits } : {}),
    });
  }
  return openPostgresPersistence(options);
}
