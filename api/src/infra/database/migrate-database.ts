import { migrateReadModels, type ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { migrateEventStore } from '../event-store/postgres/event-store.schema.js';
import { connectDatabase } from './connect.js';

/**
 * Brings the database's schema up to date on a connection of its own, closed afterwards: a
 * migration may build an index over a million rows, which the statement timeout of the app's
 * pool would cut short. `thenCheck` runs on the same connection before it closes.
 */
export async function migrateDatabase(
  url: string,
  thenCheck?: (db: Kysely<ReadModelDatabase>) => Promise<void>,
): Promise<void> {
  const connection = connectDatabase(url, 1);
  try {
    // The event store's schema brings the checkpoints table the catch-up runners keep their positions in.
    await migrateEventStore(connection.db);
    await migrateReadModels(connection.db);
    await thenCheck?.(connection.db);
  } finally {
    await connection.close();
  }
}
