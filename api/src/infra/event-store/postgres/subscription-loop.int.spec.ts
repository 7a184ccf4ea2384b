import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@dealbook/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import { connectDatabase } from '../../database/connect.js';
import { newEvent } from '../event-store.contract.js';
import { migrateEventStore } from './event-store.schema.js';
import { PostgresEventStore } from './postgres-event-store.js';

// The safety-net poll is an hour here: whatever is delivered below was woken by a notification.
const pollIntervalMs = 3_600_000;

let database: TestDatabase;
let connection: ReturnType<typeof connectDatabase>;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase('subscription_loop');
  connection = connectDatabase(database.url, 10);
  await migrateEventStore(connection.db);
  store = new PostgresEventStore(connection.db, connection.pool, { pollIntervalMs });
});

afterAll(async () => {
  await store.close();
  await connection.close();
  await database.drop();
});

/** A subscriber whose handler stays busy with the first event until `release`. */
function busySubscriber() {
  const seen: RecordedEvent[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let busy!: () => void;
  const isBusy = new Promise<void>((resolve) => (busy = resolve));
  const subscription = store.subscribe('start', async (event) => {
    seen.push(event);
    if (seen.length === 1) {
      busy();
      await released;
    }
  });
  const delivered = async (count: number) => {
    while (seen.length < count) await new Promise((r) => setTimeout(r, 20));
    return seen;
  };
  return { subscription, isBusy, release, delivered };
}

it('delivers an event committed while the subscriber was busy with the one before, without waiting for the poll', async () => {
  const first = `test-first-${randomUUID()}`;
  await store.append(first, [newEvent('First', {})], { expectedVersion: 0 });
  const subscriber = busySubscriber();
  await subscriber.isBusy;

  // Its notification arrives while nobody waits: the loop is inside the handler.
  const second = `test-second-${randomUUID()}`;
  await store.append(second, [newEvent('Second', {})], { expectedVersion: 0 });
  await new Promise((r) => setTimeout(r, 300));
  subscriber.release();

  const seen = await subscriber.delivered(2);
  expect(seen.map((event) => event.streamId)).toEqual([first, second]);
  await subscriber.subscription.close();
}, 15_000);
