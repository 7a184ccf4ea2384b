import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { companyFieldsSchema, streamId, type EventStore, type NewEvent } from '@dealbook/contracts';
import { findCompanyById, migrateReadModels, projections } from '@dealbook/projections';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import { connectDatabase, type DatabaseConnection } from '../../database/connect.js';
import { migrateEventStore } from '../postgres/event-store.schema.js';
import { PostgresEventStore } from '../postgres/postgres-event-store.js';
import { CatchUpProjections } from './catch-up-projections.js';
import { newId } from '../../../kernel/ids.js';

// The catch-up wiring is independent of KurrentDB: here it runs on the PostgreSQL store with no
// inline projections, so the read models change only through the runners, as with KurrentDB.
let database: TestDatabase;
let connection: DatabaseConnection;
let store: PostgresEventStore;
let running: CatchUpProjections | undefined;

beforeAll(async () => {
  database = await createTestDatabase('catch_up_projections');
  connection = connectDatabase(database.url);
  await migrateEventStore(connection.db);
  await migrateReadModels(connection.db);
  store = new PostgresEventStore(connection.db, connection.pool, { pollIntervalMs: 200 });
});

afterEach(async () => {
  await running?.stop();
  running = undefined;
});

afterAll(async () => {
  await store?.close();
  await connection?.close();
  await database?.drop();
});

function registration(companyName: string) {
  const companyId = newId();
  const event = {
    eventId: newId(),
    type: 'CompanyRegistered',
    data: { companyId, fields: companyFieldsSchema.parse({ companyName }) },
    schemaVersion: 1,
    metadata: { actorId: null, correlationId: newId(), causationId: null },
  } as NewEvent;
  return {
    companyId,
    append: (target: EventStore) => target.append(streamId('company', companyId), [event], { expectedVersion: 0 }),
  };
}

function start(options: { readYourWritesTimeoutMs?: number } = {}) {
  // A long idle poll: only the wake-ups and the read-your-writes wait can make the runners read soon.
  running = new CatchUpProjections(connection.db, store, projections, {
    idleDelayMs: 60_000,
    log: () => undefined,
    ...options,
  });
  return running;
}

describe('catch-up projections with read-your-writes', () => {
  it('starts only once the read models hold what the log already had', async () => {
    const earlier = registration('Abbey Mills Ltd');
    await earlier.append(store);
    await start().start();
    expect(await findCompanyById(connection.db, earlier.companyId)).toMatchObject({ companyName: 'Abbey Mills Ltd' });
  });

  it('resolves an append only when the read models show it', async () => {
    const projected = start();
    await projected.start();
    const company = registration('Beacon Works plc');
    const result = await company.append(projected.readYourWrites());
    expect(await findCompanyById(connection.db, company.companyId)).toMatchObject({
      companyName: 'Beacon Works plc',
      version: 1,
    });
    expect(await projected.waitForProjections(result.position, 0)).toBe(true);
  });

  it('reports the lag of each read model and a wait that timed out', async () => {
    const projected = start();
    await projected.start();
    await projected.stop();
    const company = registration('Cooper Lane LLP');
    const result = await company.append(store);
    await registration('Dunmore Hall Ltd').append(store);

    const started = Date.now();
    expect(await projected.waitForProjections(result.position, 150)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(await projected.status()).toEqual(projections.map((p) => ({ name: p.name, mode: 'catch-up', lag: 2 })));
    expect(await findCompanyById(connection.db, company.companyId)).toBeUndefined();
  });

  it('answers an append that outlasts the wait anyway: the event is recorded, only the read models lag', async () => {
    const projected = start({ readYourWritesTimeoutMs: 100 });
    await projected.start();
    await projected.stop();
    const company = registration('Eastgate Foods Ltd');
    const result = await company.append(projected.readYourWrites());
    expect(result.nextExpectedVersion).toBe(1);
    expect(await store.readStream(streamId('company', company.companyId))).toHaveLength(1);
    expect(await findCompanyById(connection.db, company.companyId)).toBeUndefined();
  });
});
