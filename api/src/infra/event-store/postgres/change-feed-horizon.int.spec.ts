import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../../database/connect.js';
import { openTransaction } from '../../../../../test/support/open-transaction.js';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import { collect, newEvent } from '../event-store.contract.js';
import { migrateEventStore } from './event-store.schema.js';
import { PostgresEventStore } from './postgres-event-store.js';

describe('the change feed waits only for appends in flight', () => {
  let database: TestDatabase;
  let otherDatabase: TestDatabase;
  let connection: DatabaseConnection;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase('feed_horizon');
    otherDatabase = await createTestDatabase('feed_horizon_other');
    connection = connectDatabase(database.url, 20);
    await migrateEventStore(connection.db);
    store = new PostgresEventStore(connection.db, connection.pool, { pollIntervalMs: 200 });
  });
  afterAll(async () => {
    await store?.close();
    await connection?.close();
    await database?.drop();
    await otherDatabase?.drop();
  });

  it('delivers appends while a long transaction is open in this database and in another one', async () => {
    // A report's temporary tables here, anything at all in another database of the same server:
    // both have transaction ids older than the appends, and neither appends.
    const report = await openTransaction(database.url);
    const elsewhere = await openTransaction(otherDatabase.url, 'create table elsewhere (n int)');
    const { subscription, waitFor } = collect(store, 'end');
    try {
      await new Promise((r) => setTimeout(r, 200));
      const id = `test-live-${randomUUID()}`;
      const appended = await store.append(id, [newEvent('Live', {})], { expectedVersion: 0 });
      await waitFor((events) => events.some((e) => e.streamId === id));
      expect(await store.head()).toEqual(appended.position);
      expect(await report.isOpen()).toBe(true);
      expect(await elsewhere.isOpen()).toBe(true);
    } finally {
      await subscription.close();
      await report.end();
      await elsewhere.end();
    }
  });

  it('delivers every event of concurrent appenders once and in log order, with a long transaction open', async () => {
    const report = await openTransaction(database.url);
    const start = await store.head();
    const { seen, subscription, waitFor } = collect(store, start ?? 'start');
    try {
      const writers = 8;
      const appendsEach = 40;
      const prefix = `test-storm-${randomUUID()}`;
      await Promise.all(
        Array.from({ length: writers }, async (_, writer) => {
          for (let n = 0; n < appendsEach; n++) {
            await store.append(`${prefix}-${writer}-${n}`, [newEvent('A', { n }), newEvent('B', { n })], {
              expectedVersion: 0,
            });
          }
        }),
      );
      const expected = writers * appendsEach * 2;
      await waitFor((events) => events.filter((e) => e.streamId.startsWith(prefix)).length >= expected, 30_000);
      const delivered = seen.filter((e) => e.streamId.startsWith(prefix));
      const log = (await store.readAll({ ...(start ? { after: start } : {}), limit: expected + 10 })).events;
      expect(delivered.map((e) => e.eventId)).toEqual(log.map((e) => e.eventId));
      expect(new Set(delivered.map((e) => e.eventId)).size).toBe(expected);
    } finally {
      await subscription.close();
      await report.end();
    }
  });
});
