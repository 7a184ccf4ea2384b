import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { version as uuidVersion } from 'uuid';
import {
  companyFieldsSchema,
  WrongExpectedVersion,
  type CompanyFields,
  type EventStore,
  type RecordedEvent,
} from '@dealbook/contracts';
import { findCompanyById } from '@dealbook/projections';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database.js';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import type { CommandMetadata } from '../../kernel/event-sourcing/execute-command.js';
import { openPersistence, type Persistence } from '../../infra/persistence.js';
import { companyDecider, companyStreamId } from './company.decider.js';
import { newId } from '../../kernel/ids.js';

let database: TestDatabase;
let persistence: Persistence;
const actorId = newId();
const metadata = (): CommandMetadata => ({ actorId, correlationId: newId() });

/** The three company commands as the routes run them: a registration claims a new stream (version 0). */
const registerCompany = (store: EventStore, companyId: string, fields: CompanyFields, meta = metadata()) =>
  new Commands(store).execute(companyDecider, {
    command: { type: 'RegisterCompany', companyId, fields },
    metadata: meta,
    expectedVersion: 0,
  });
const updateCompany = (
  store: EventStore,
  companyId: string,
  changes: Partial<CompanyFields>,
  expectedVersion?: number,
) =>
  new Commands(store).execute(companyDecider, {
    command: { type: 'UpdateCompany', companyId, changes },
    metadata: metadata(),
    expectedVersion,
  });
const deleteCompany = (store: EventStore, companyId: string, expectedVersion?: number) =>
  new Commands(store).execute(companyDecider, {
    command: { type: 'DeleteCompany', companyId },
    metadata: metadata(),
    expectedVersion,
  });

beforeAll(async () => {
  database = await createTestDatabase('company_commands');
  persistence = await openPersistence({ databaseUrl: database.url, dataDir: '/nonexistent' });
});

afterAll(async () => {
  await persistence?.close();
  await database?.drop();
});

async function register(companyName: string) {
  const companyId = newId();
  const fields = companyFieldsSchema.parse({ companyName, city: 'Leeds' });
  const outcome = await registerCompany(persistence.store, companyId, fields);
  return { companyId, outcome };
}

describe('company commands on the PostgreSQL event store', () => {
  it('records a registration with its metadata and shows it in the read model at once', async () => {
    const meta = metadata();
    const companyId = newId();
    const fields = companyFieldsSchema.parse({ companyName: 'Kennet Law LLP' });
    const outcome = await registerCompany(persistence.store, companyId, fields, meta);
    expect(outcome.version).toBe(1);

    const [event] = await persistence.store.readStream(companyStreamId(companyId));
    expect(event).toMatchObject({
      type: 'CompanyRegistered',
      streamVersion: 1,
      schemaVersion: 1,
      metadata: { actorId, correlationId: meta.correlationId, causationId: null },
    });
    expect(uuidVersion(event!.eventId)).toBe(7);
    expect(await findCompanyById(persistence.db, companyId)).toMatchObject({
      _id: companyId,
      companyName: 'Kennet Law LLP',
      version: 1,
    });
  });

  it('applies an update at the version the editor saw and moves the version on', async () => {
    const { companyId } = await register('Severn Creative Ltd');
    const outcome = await updateCompany(persistence.store, companyId, { city: 'York', isClient: true }, 1);
    expect(outcome.version).toBe(3);
    expect(outcome.events.map((e) => e.type)).toEqual(['CompanyUpdated', 'CompanyRoleFlagsChanged']);
    expect(await findCompanyById(persistence.db, companyId)).toMatchObject({
      city: 'York',
      isClient: true,
      version: 3,
    });
  });

  it('refuses a stale expected version and changes nothing', async () => {
    const { companyId } = await register('Tamar Contractors Ltd');
    await updateCompany(persistence.store, companyId, { city: 'Exeter' }, 1);
    const stale = updateCompany(persistence.store, companyId, { city: 'Bath' }, 1);
    await expect(stale).rejects.toBeInstanceOf(WrongExpectedVersion);
    await expect(stale).rejects.toMatchObject({ actualVersion: 2 });
    expect(await persistence.store.readStream(companyStreamId(companyId))).toHaveLength(2);
    expect(await findCompanyById(persistence.db, companyId)).toMatchObject({ city: 'Exeter', version: 2 });
  });

  it('lets only one of two writers who claimed the same version append', async () => {
    const { companyId } = await register('Chiltern Hotels Ltd');
    // Both writers finish reading the stream before either appends.
    const [one, other] = barrierAfterReads(persistence.store, 2);
    const results = await Promise.allSettled([
      updateCompany(one!, companyId, { city: 'Oxford' }, 1),
      updateCompany(other!, companyId, { city: 'Reading' }, 1),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [failure] = results.filter((r) => r.status === 'rejected');
    expect(failure?.reason).toBeInstanceOf(WrongExpectedVersion);
    expect(await persistence.store.readStream(companyStreamId(companyId))).toHaveLength(2);
  });

  it('decides a write that claimed no version again when another writer got in first', async () => {
    const { companyId } = await register('Cotswold Mills Ltd');
    const [one, other] = barrierAfterReads(persistence.store, 2);
    const results = await Promise.all([
      updateCompany(one!, companyId, { city: 'Stroud' }),
      updateCompany(other!, companyId, { postcode: 'GL5 1AA' }),
    ]);
    expect(results.map((outcome) => outcome.version).sort()).toEqual([2, 3]);
    const company = await findCompanyById(persistence.db, companyId);
    expect(company).toMatchObject({ city: 'Stroud', postcode: 'GL5 1AA', version: 3 });
  });

  it('creates under a fresh id without reading the stream; the version check guards the claim', async () => {
    const reads: string[] = [];
    const counting = new Proxy(persistence.store, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (property === 'readStream') return (id: string) => (reads.push(id), target.readStream(id));
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const companyId = newId();
    const fields = companyFieldsSchema.parse({ companyName: 'Fresh Stream Ltd' });
    await registerCompany(counting, companyId, fields);
    expect(reads).toEqual([]);
    await expect(registerCompany(counting, companyId, fields)).rejects.toBeInstanceOf(WrongExpectedVersion);
    // An edit claiming version 0 of a record that exists is stale, not "not found".
    await expect(updateCompany(counting, companyId, { city: 'Ely' }, 0)).rejects.toBeInstanceOf(WrongExpectedVersion);
  });

  it('appends nothing for an edit that changes nothing', async () => {
    const { companyId } = await register('Pennine Foods Ltd');
    const outcome = await updateCompany(
      persistence.store,
      companyId,
      { city: 'Leeds', companyName: 'Pennine Foods Ltd' },
      1,
    );
    expect(outcome).toEqual({ version: 1, events: [] });
    expect(await persistence.store.readStream(companyStreamId(companyId))).toHaveLength(1);
  });

  it('deletes a company: gone from the read model, the stream kept for the audit trail', async () => {
    const { companyId } = await register('Humber Shipping Ltd');
    await deleteCompany(persistence.store, companyId, 1);
    expect(await findCompanyById(persistence.db, companyId)).toBeUndefined();
    const events = await persistence.store.readStream(companyStreamId(companyId));
    expect(events.map((e) => e.type)).toEqual(['CompanyRegistered', 'CompanyDeleted']);
    await expect(deleteCompany(persistence.store, companyId)).rejects.toMatchObject({ code: 'not_found' });
  });
});

/**
 * `count` views of the store, as `count` instances of the app would each hold, whose stream reads
 * all finish before any returns: their writers all decide on the same version and race to
 * append. (Writers sharing one store take turns, StreamTurns, and would never race.)
 */
function barrierAfterReads(store: EventStore, count: number): EventStore[] {
  let waiting = 0;
  let release!: () => void;
  const allRead = new Promise<void>((resolve) => (release = resolve));
  const instance = () =>
    new Proxy(store, {
      get(target, property, receiver) {
        if (property !== 'readStream') {
          const value = Reflect.get(target, property, receiver);
          return typeof value === 'function' ? value.bind(target) : value;
        }
        return async (streamId: string): Promise<RecordedEvent[]> => {
          const events = await target.readStream(streamId);
          if (++waiting >= count) release();
          await allRead;
          return events;
        };
      },
    });
  return Array.from({ length: count }, instance);
}
