import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { version as uuidVersion } from 'uuid';
import { companyFieldsSchema, WrongExpectedVersion, type EventStore, type RecordedEvent } from '@dealbook/contracts';
import { findCompanyById } from '@dealbook/projections';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { openPersistence, type Persistence } from '../infra/persistence.js';
import { companyStreamId } from './company.decider.js';
import { DeleteCompanyCommand, DeleteCompanyHandler } from './delete-company.handler.js';
import { RegisterCompanyCommand, RegisterCompanyHandler } from './register-company.handler.js';
import { UpdateCompanyCommand, UpdateCompanyHandler } from './update-company.handler.js';
import { newId } from '../common/ids.js';

let database: TestDatabase;
let persistence: Persistence;
const actorId = newId();
const metadata = (): CommandMetadata => ({ actorId, correlationId: newId() });

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
  const outcome = await new RegisterCompanyHandler(persistence.store).execute(
    new RegisterCompanyCommand(companyId, fields, metadata()),
  );
  return { companyId, outcome };
}

describe('company command handlers on the PostgreSQL event store', () => {
  it('records a registration with its metadata and shows it in the read model at once', async () => {
    const meta = metadata();
    const companyId = newId();
    const outcome = await new RegisterCompanyHandler(persistence.store).execute(
      new RegisterCompanyCommand(companyId, companyFieldsSchema.parse({ companyName: 'Kennet Law LLP' }), meta),
    );
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
    const outcome = await new UpdateCompanyHandler(persistence.store).execute(
      new UpdateCompanyCommand(companyId, { city: 'York', isClient: true }, metadata(), 1),
    );
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
    await new UpdateCompanyHandler(persistence.store).execute(
      new UpdateCompanyCommand(companyId, { city: 'Exeter' }, metadata(), 1),
    );
    const stale = new UpdateCompanyHandler(persistence.store).execute(
      new UpdateCompanyCommand(companyId, { city: 'Bath' }, metadata(), 1),
    );
    await expect(stale).rejects.toBeInstanceOf(WrongExpectedVersion);
    await expect(stale).rejects.toMatchObject({ actualVersion: 2 });
    expect(await persistence.store.readStream(companyStreamId(companyId))).toHaveLength(2);
    expect(await findCompanyById(persistence.db, companyId)).toMatchObject({ city: 'Exeter', version: 2 });
  });

  it('lets only one of two writers who claimed the same version append', async () => {
    const { companyId } = await register('Chiltern Hotels Ltd');
    // Both writers finish reading the stream before either appends.
    const store = barrierAfterReads(persistence.store, 2);
    const results = await Promise.allSettled([
      new UpdateCompanyHandler(store).execute(new UpdateCompanyCommand(companyId, { city: 'Oxford' }, metadata(), 1)),
      new UpdateCompanyHandler(store).execute(new UpdateCompanyCommand(companyId, { city: 'Reading' }, metadata(), 1)),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [failure] = results.filter((r) => r.status === 'rejected');
    expect(failure?.reason).toBeInstanceOf(WrongExpectedVersion);
    expect(await persistence.store.readStream(companyStreamId(companyId))).toHaveLength(2);
  });

  it('decides a write that claimed no version again when another writer got in first', async () => {
    const { companyId } = await register('Cotswold Mills Ltd');
    const store = barrierAfterReads(persistence.store, 2);
    const results = await Promise.all([
      new UpdateCompanyHandler(store).execute(new UpdateCompanyCommand(companyId, { city: 'Stroud' }, metadata())),
      new UpdateCompanyHandler(store).execute(new UpdateCompanyCommand(companyId, { postcode: 'GL5 1AA' }, metadata())),
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
    await new RegisterCompanyHandler(counting).execute(new RegisterCompanyCommand(companyId, fields, metadata()));
    expect(reads).toEqual([]);
    await expect(
      new RegisterCompanyHandler(counting).execute(new RegisterCompanyCommand(companyId, fields, metadata())),
    ).rejects.toBeInstanceOf(WrongExpectedVersion);
    // An edit claiming version 0 of a record that exists is stale, not "not found".
    await expect(
      new UpdateCompanyHandler(counting).execute(new UpdateCompanyCommand(companyId, { city: 'Ely' }, metadata(), 0)),
    ).rejects.toBeInstanceOf(WrongExpectedVersion);
  });

  it('appends nothing for an edit that changes nothing', async () => {
    const { companyId } = await register('Pennine Foods Ltd');
    const outcome = await new UpdateCompanyHandler(persistence.store).execute(
      new UpdateCompanyCommand(companyId, { city: 'Leeds', companyName: 'Pennine Foods Ltd' }, metadata(), 1),
    );
    expect(outcome).toEqual({ version: 1, events: [] });
    expect(await persistence.store.readStream(companyStreamId(companyId))).toHaveLength(1);
  });

  it('deletes a company: gone from the read model, the stream kept for the audit trail', async () => {
    const { companyId } = await register('Humber Shipping Ltd');
    await new DeleteCompanyHandler(persistence.store).execute(new DeleteCompanyCommand(companyId, metadata(), 1));
    expect(await findCompanyById(persistence.db, companyId)).toBeUndefined();
    const events = await persistence.store.readStream(companyStreamId(companyId));
    expect(events.map((e) => e.type)).toEqual(['CompanyRegistered', 'CompanyDeleted']);
    await expect(
      new DeleteCompanyHandler(persistence.store).execute(new DeleteCompanyCommand(companyId, metadata())),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});

/** The real store, with every reader held until `count` reads have happened. */
function barrierAfterReads(store: EventStore, count: number): EventStore {
  let waiting = 0;
  let release!: () => void;
  const allRead = new Promise<void>((resolve) => (release = resolve));
  return new Proxy(store, {
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
}
