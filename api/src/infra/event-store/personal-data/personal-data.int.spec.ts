import { randomUUID } from 'node:crypto';
import { contactFieldsSchema, ErasedPersonName, type NewEvent } from '@dealbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import { connectDatabase, type DatabaseConnection } from '../../database/connect.js';
import { migrateEventStore } from '../postgres/event-store.schema.js';
import { PostgresEventStore } from '../postgres/postgres-event-store.js';
import { PersonalDataKeys } from './personal-data-keys.js';
import { PersonalDataProtection } from './personal-data-protection.js';
import { countUnsealedEvents, sealLoggedEvents } from './seal-logged-events.js';

/** Two instances of the app on one database: each its own pool, key cache and store. */
interface Instance {
  connection: DatabaseConnection;
  keys: PersonalDataKeys;
  store: PostgresEventStore;
}

let database: TestDatabase;
let one: Instance;
let two: Instance;

const openInstance = (): Instance => {
  const connection = connectDatabase(database.url, 5);
  const keys = new PersonalDataKeys(connection.pool);
  const store = new PostgresEventStore(connection.db, connection.pool, {
    personalData: new PersonalDataProtection(keys),
  });
  return { connection, keys, store };
};

beforeAll(async () => {
  database = await createTestDatabase('personal_data');
  const migration = connectDatabase(database.url, 1);
  await migrateEventStore(migration.db);
  await migration.close();
  one = openInstance();
  two = openInstance();
});

afterAll(async () => {
  for (const instance of [one, two]) {
    await instance.store.close();
    await instance.keys.close();
    await instance.connection.close();
  }
  await database.drop();
});

const metadata = { actorId: null, correlationId: randomUUID(), causationId: null };
const event = (type: string, data: unknown): NewEvent =>
  ({ eventId: randomUUID(), type, schemaVersion: 1, data, metadata }) as NewEvent;

/** A person the log must not spell out: every string distinctive, to search the raw rows for. */
const person = (stamp = randomUUID().slice(0, 8)) => ({
  id: randomUUID(),
  fields: contactFieldsSchema.parse({
    firstName: `Zebulon${stamp}`,
    lastName: 'Quennell-Ffrench',
    email: `zq.${stamp}@example.org`,
    telephone: '+44 7700 900123',
    line1: '17 Quarrendon Mews',
  }),
});
const registered = (who: ReturnType<typeof person>) =>
  event('ContactRegistered', { contactId: who.id, reference: 'CON-000001', fields: who.fields });

/** The events table's rows of a stream as text, as a dump of the database would show them. */
async function rawLog(streamId: string): Promise<string> {
  const { rows } = await one.connection.pool.query<{ row: string }>(
    'select e::text as row from events e where stream_id = $1 order by stream_version',
    [streamId],
  );
  return rows.map((row) => row.row).join('\n');
}

describe("a person's data in the PostgreSQL log (issue 37)", () => {
  it('is stored sealed and read back whole, by either instance', async () => {
    const who = person();
    const stream = `contact-${who.id}`;
    await one.store.append(stream, [registered(who)], { expectedVersion: 0 });

    const raw = await rawLog(stream);
    for (const value of [who.fields.firstName, who.fields.email, who.fields.telephone, who.fields.line1]) {
      expect(raw).not.toContain(value);
    }
    expect(raw).toContain('CON-000001');
    for (const instance of [one, two]) {
      const [read] = await instance.store.readStream(stream);
      expect(read!.data).toEqual({ contactId: who.id, reference: 'CON-000001', fields: who.fields });
    }
    const { events } = await two.store.readAll({ limit: 1000 });
    expect(events.find((e) => e.streamId === stream)!.data).toMatchObject({ fields: who.fields });
  });

  it('reads as "Erased person" once the key is shredded, on the other instance too, and later writes stay erased', async () => {
    const who = person();
    const stream = `contact-${who.id}`;
    await one.store.append(stream, [registered(who)], { expectedVersion: 0 });
    expect((await two.store.readStream(stream))[0]!.data).toMatchObject({ fields: who.fields });

    await one.keys.forget([stream]);

    const erased = contactFieldsSchema.parse({ firstName: 'Erased', lastName: 'person' });
    expect((await one.store.readStream(stream))[0]!.data).toEqual({
      contactId: who.id,
      reference: 'CON-000001',
      fields: erased,
    });
    // The other instance had the key cached: the shred's notification drops it.
    await expect
      .poll(async () => (await two.store.readStream(stream))[0]!.data, { timeout: 5_000 })
      .toMatchObject({
        fields: erased,
      });

    const update = event('ContactUpdated', {
      contactId: who.id,
      changes: { email: { from: who.fields.email, to: 'new.address@example.org' } },
    });
    await two.store.append(stream, [update], { expectedVersion: 1 });
    const raw = await rawLog(stream);
    expect(raw).not.toContain('new.address@example.org');
    expect(raw).not.toContain(who.fields.email);
    expect((await one.store.readStream(stream))[1]!.data).toEqual({ contactId: who.id, changes: {} });
  });

  it("rotates a record's key for a redaction: the next generation opens on either instance at once, and the old one reads redacted once rotated", async () => {
    const noteId = randomUUID();
    const stream = `note-${noteId}`;
    const words = `Met Wilhelmina ${noteId.slice(0, 8)}`;
    const fields = { subject: 'Fair', content: words, pinned: false };
    await one.store.append(stream, [event('NoteAdded', { noteId, authorId: null, fields })], { expectedVersion: 0 });
    // The other instance caches generation 0.
    expect((await two.store.readStream(stream))[0]!.data).toMatchObject({ fields });
    expect(await rawLog(stream)).not.toContain(words);

    await one.keys.prepareRotation(stream);
    const texts = { subject: 'Fair', content: 'Met [redacted]' };
    await one.store.append(stream, [event('NoteTextRedacted', { noteId, texts })], { expectedVersion: 1 });
    // Before the rotation ends both generations open, here and on the other instance, which
    // fetches the key again for a box newer than its cached one.
    const halfway = await two.store.readStream(stream);
    expect(halfway.map((read) => read.data)).toEqual([
      { noteId, authorId: null, fields },
      { noteId, texts },
    ]);

    await one.keys.completeRotation(stream);
    const redacted = { noteId, authorId: null, fields: { ...fields, content: '[redacted]', subject: '[redacted]' } };
    expect((await one.store.readStream(stream)).map((read) => read.data)).toEqual([redacted, { noteId, texts }]);
    await expect
      .poll(async () => (await two.store.readStream(stream)).map((read) => read.data), { timeout: 5_000 })
      .toEqual([redacted, { noteId, texts }]);
    // Later writes, from either instance, are sealed with the generation now current.
    const edit = event('NoteEdited', { noteId, changes: { content: { from: 'Met [redacted]', to: 'Met a buyer' } } });
    await two.store.append(stream, [edit], { expectedVersion: 2 });
    expect((await one.store.readStream(stream))[2]!.data).toEqual(edit.data);
    const { rows } = await one.connection.pool.query<{ generation: number; next_key: Buffer | null }>(
      'select generation, next_key from personal_data_keys where subject = $1',
      [stream],
    );
    expect(rows).toEqual([{ generation: 1, next_key: null }]);
  });

  it("seals another person's name in a merge with that person's key", async () => {
    const survivor = person();
    const merged = person();
    const stream = `contact-${survivor.id}`;
    await one.store.append(`contact-${merged.id}`, [registered(merged)], { expectedVersion: 0 });
    const mergeName = `${merged.fields.firstName} ${merged.fields.lastName}`;
    await one.store.append(
      stream,
      [
        registered(survivor),
        event('ContactMerged', {
          contactId: survivor.id,
          merged: { id: merged.id, name: mergeName },
          mergeId: randomUUID(),
          changes: { telephone: { from: survivor.fields.telephone, to: '+44 7700 900999' } },
          moved: [],
        }),
      ],
      { expectedVersion: 0 },
    );
    expect(await rawLog(stream)).not.toContain(mergeName);

    await one.keys.forget([`contact-${merged.id}`]);

    const [, merge] = await one.store.readStream(stream);
    expect(merge!.data).toMatchObject({
      merged: { id: merged.id, name: ErasedPersonName },
      changes: { telephone: { from: survivor.fields.telephone, to: '+44 7700 900999' } },
    });
  });

  it('makes the keys of a batch of new people in the batch, and a retried first append finds its key', async () => {
    const people = [person(), person()];
    await one.store.appendMany(
      people.map((who) => ({ streamId: `contact-${who.id}`, expectedVersion: 0, events: [registered(who)] })),
    );
    for (const who of people) {
      expect(await rawLog(`contact-${who.id}`)).not.toContain(who.fields.email);
      expect((await two.store.readStream(`contact-${who.id}`))[0]!.data).toMatchObject({ fields: who.fields });
    }

    // The first answer was lost: the retry (same event ids) on the other instance makes a key of
    // its own for a stream new to it, clashes with the stored one, and answers what was recorded.
    const who = person();
    const first = registered(who);
    await one.store.append(`contact-${who.id}`, [first], { expectedVersion: 0 });
    const retried = await two.store.append(`contact-${who.id}`, [first], { expectedVersion: 0 });
    expect(retried.events[0]!.data).toMatchObject({ fields: who.fields });
    expect((await two.store.readStream(`contact-${who.id}`))[0]!.data).toMatchObject({ fields: who.fields });
  });
});

describe('npm run privacy:seal-log (issue 37)', () => {
  it('seals the events written in clear before, erases the parts of someone already erased, and reads back the same', async () => {
    // Written as a version before sealing wrote them: by a store with no protection.
    const before = new PostgresEventStore(one.connection.db, one.connection.pool);
    const kept = person();
    const gone = person();
    for (const who of [kept, gone]) {
      await before.append(`contact-${who.id}`, [registered(who)], { expectedVersion: 0 });
      await before.append(
        `contact-${who.id}`,
        [event('ContactDeleted', { contactId: who.id, fullName: `${who.fields.firstName} ${who.fields.lastName}` })],
        { expectedVersion: 1 },
      );
    }
    expect(await rawLog(`contact-${kept.id}`)).toContain(kept.fields.email);
    await one.keys.forget([`contact-${gone.id}`]);
    expect(await countUnsealedEvents(one.connection.pool)).toBeGreaterThanOrEqual(4);

    const progress: number[] = [];
    const sealed = await sealLoggedEvents(one.connection.pool, one.keys, (count) => progress.push(count));

    expect(sealed).toBeGreaterThanOrEqual(4);
    expect(progress.at(-1)).toBe(sealed);
    expect(await countUnsealedEvents(one.connection.pool)).toBe(0);
    for (const who of [kept, gone]) {
      const raw = await rawLog(`contact-${who.id}`);
      for (const value of [who.fields.firstName, who.fields.email, who.fields.line1]) expect(raw).not.toContain(value);
    }
    const [keptRegistered, keptDeleted] = await two.store.readStream(`contact-${kept.id}`);
    expect(keptRegistered!.data).toMatchObject({ fields: kept.fields });
    expect(keptDeleted!.data).toEqual({ contactId: kept.id, fullName: `${kept.fields.firstName} Quennell-Ffrench` });
    const [, goneDeleted] = await two.store.readStream(`contact-${gone.id}`);
    expect(goneDeleted!.data).toEqual({ contactId: gone.id, fullName: ErasedPersonName });
    // A second run finds nothing left to do.
    expect(await sealLoggedEvents(one.connection.pool, one.keys)).toBe(0);
  });
});
