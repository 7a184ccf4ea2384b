import {
  WrongExpectedVersion,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
  type SubscriptionStart,
} from '@dealbook/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** An append left uncommitted, to commit after others (adapters whose log can have such gaps). */
export interface HeldAppend {
  commit(): Promise<void>;
}

export interface EventStoreUnderTest {
  store: EventStore;
  /** Starts an append in a transaction that stays open until `commit`. */
  holdAppendOpen?(streamId: string, events: NewEvent[]): Promise<HeldAppend>;
  close(): Promise<void>;
}

export function newEvent(type: string, data: unknown, eventId: string = randomUUID()): NewEvent {
  return {
    eventId,
    type,
    data,
    schemaVersion: 1,
    metadata: { actorId: null, correlationId: randomUUID(), causationId: null },
  } as NewEvent;
}

const stream = (label: string) => `test-${label}-${randomUUID()}`;

export function collect(store: EventStore, from: SubscriptionStart) {
  const seen: RecordedEvent[] = [];
  const subscription = store.subscribe(from, async (event) => {
    seen.push(event);
  });
  const waitFor = async (predicate: (events: RecordedEvent[]) => boolean, timeoutMs = 10_000) => {
    const started = Date.now();
    while (!predicate(seen)) {
      if (Date.now() - started > timeoutMs) throw new Error(`timed out; saw ${seen.map((e) => e.type).join(', ')}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return { seen, subscription, waitFor };
}

/**
 * The EventStore port's contract (contracts/src/event-store): every adapter runs this suite.
 * The PostgreSQL adapter runs it in the int tier; the KurrentDB adapter wherever one is reachable.
 */
export interface ContractOptions {
  /**
   * The adapter's log can have a lower position commit after a higher one (PostgreSQL's
   * global_position); it must then provide `holdAppendOpen` for test (b). KurrentDB's cannot.
   */
  lateCommits: boolean;
}

export function describeEventStoreContract(
  name: string,
  open: () => Promise<EventStoreUnderTest>,
  options: ContractOptions,
) {
  describe(`EventStore contract: ${name}`, () => {
    let subject: EventStoreUnderTest;
    let store: EventStore;
    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });
    afterAll(async () => subject?.close());

    it('appends, reads a stream back in order with data and metadata, and reports versions', async () => {
      const id = stream('order');
      const first = await store.append(id, [newEvent('Opened', { n: 1 }), newEvent('Renamed', { n: 2 })], {
        expectedVersion: 0,
      });
      expect(first.nextExpectedVersion).toBe(2);
      const second = await store.append(id, [newEvent('Closed', { n: 3 })], { expectedVersion: 2 });
      expect(second.nextExpectedVersion).toBe(3);
      const events = await store.readStream(id);
      expect(events.map((e) => [e.type, e.streamVersion, (e.data as { n: number }).n])).toEqual([
        ['Opened', 1, 1],
        ['Renamed', 2, 2],
        ['Closed', 3, 3],
      ]);
      expect(events[0]!.metadata.correlationId).toMatch(/^[0-9a-f-]{36}$/);
      expect(events[0]!.recordedAt).toBeInstanceOf(Date);
      expect(await store.readStream(id, { toVersion: 2 })).toHaveLength(2);
      expect(await store.readStream(stream('missing'))).toEqual([]);
    });

    it('records an event appended with the time it happened at that time, read back and in the log', async () => {
      const id = stream('past');
      const happened = new Date('2025-12-03T14:25:00.000Z');
      const appended = await store.append(id, [{ ...newEvent('Opened', {}), recordedAt: happened } as NewEvent], {
        expectedVersion: 0,
      });
      expect(appended.events[0]!.recordedAt).toEqual(happened);
      await store.append(id, [newEvent('Renamed', {})], { expectedVersion: 1 });
      const events = await store.readStream(id);
      expect(events[0]!.recordedAt).toEqual(happened);
      expect(events[1]!.recordedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(await store.readStream(id, { until: new Date('2026-01-01T00:00:00Z') })).toHaveLength(1);
      const batch = stream('past-batch');
      const past = { ...newEvent('Opened', {}), recordedAt: happened } as NewEvent;
      await store.appendMany([{ streamId: batch, expectedVersion: 0, events: [past] }]);
      expect((await store.readStream(batch))[0]!.recordedAt).toEqual(happened);
    });

    it('refuses an append at a stale version with the actual version, and records nothing', async () => {
      const id = stream('stale');
      await store.append(id, [newEvent('Opened', {})], { expectedVersion: 0 });
      const stale = store.append(id, [newEvent('Renamed', {})], { expectedVersion: 0 });
      await expect(stale).rejects.toBeInstanceOf(WrongExpectedVersion);
      await expect(stale).rejects.toMatchObject({ actualVersion: 1, expectedVersion: 0 });
      expect(await store.readStream(id)).toHaveLength(1);
      await store.append(id, [newEvent('Renamed', {})], { expectedVersion: 'any' });
      expect(await store.readStream(id)).toHaveLength(2);
    });

    it('(a) of N concurrent appends at the same expected version exactly one succeeds', async () => {
      for (const existing of [false, true]) {
        const id = stream('race');
        if (existing) await store.append(id, [newEvent('Opened', {})], { expectedVersion: 0 });
        const expectedVersion = existing ? 1 : 0;
        const attempts = await Promise.allSettled(
          Array.from({ length: 12 }, (_, i) => store.append(id, [newEvent('Raced', { i })], { expectedVersion })),
        );
        const won = attempts.filter((a) => a.status === 'fulfilled');
        const lost = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
        expect(won).toHaveLength(1);
        expect(lost).toHaveLength(11);
        for (const loss of lost) expect(loss.reason).toBeInstanceOf(WrongExpectedVersion);
        expect(await store.readStream(id)).toHaveLength(expectedVersion + 1);
      }
    });

    it('(c) a retried append with the same event ids is recorded once', async () => {
      const id = stream('retry');
      const batch = [newEvent('Opened', { a: 1 }), newEvent('Renamed', { a: 2 })];
      const first = await store.append(id, batch, { expectedVersion: 0 });
      const retry = await store.append(id, batch, { expectedVersion: 0 });
      expect(retry.nextExpectedVersion).toBe(first.nextExpectedVersion);
      expect(retry.events.map((e) => e.eventId)).toEqual(batch.map((e) => e.eventId));
      const concurrent = [newEvent('Closed', {})];
      await Promise.all([1, 2, 3].map(() => store.append(id, concurrent, { expectedVersion: 2 })));
      expect((await store.readStream(id)).map((e) => e.type)).toEqual(['Opened', 'Renamed', 'Closed']);
    });

    it('appends to many streams at once: new and existing, in order, with versions and metadata', async () => {
      const existing = stream('batch-existing');
      await store.append(existing, [newEvent('Opened', { n: 0 })], { expectedVersion: 0 });
      const fresh = stream('batch-fresh');
      const via = { kind: 'import' as const, id: randomUUID(), label: 'Import of people.csv' };
      const withVia = {
        ...newEvent('Renamed', { n: 2 }),
        metadata: { ...newEvent('x', {}).metadata, via },
      } as NewEvent;
      const result = await store.appendMany([
        { streamId: fresh, events: [newEvent('Opened', { n: 1 }), withVia], expectedVersion: 0 },
        { streamId: existing, events: [newEvent('Closed', { n: 3 })], expectedVersion: 1 },
      ]);
      const freshEvents = await store.readStream(fresh);
      const existingEvents = await store.readStream(existing);
      expect(freshEvents.map((e) => [e.type, e.streamVersion])).toEqual([
        ['Opened', 1],
        ['Renamed', 2],
      ]);
      expect(freshEvents[1]!.metadata.via).toEqual(via);
      expect(existingEvents.map((e) => [e.type, e.streamVersion])).toEqual([
        ['Opened', 1],
        ['Closed', 2],
      ]);
      // The batch's last event is where the answer says.
      expect(existingEvents[1]!.position).toEqual(result.position);
    });

    it('records nothing of a batch when one stream is not at its expected version, and names that stream', async () => {
      const stale = stream('batch-stale');
      await store.append(stale, [newEvent('Opened', {}), newEvent('Renamed', {})], { expectedVersion: 0 });
      const fresh = stream('batch-untouched');
      const refused = await store
        .appendMany([
          { streamId: fresh, events: [newEvent('Opened', {})], expectedVersion: 0 },
          { streamId: stale, events: [newEvent('Closed', {})], expectedVersion: 1 },
        ])
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(WrongExpectedVersion);
      expect(refused).toMatchObject({ streamId: stale, expectedVersion: 1, actualVersion: 2 });
      expect(await store.readStream(fresh)).toEqual([]);
      expect(await store.readStream(stale)).toHaveLength(2);
      const taken = stream('batch-taken');
      await store.append(taken, [newEvent('Opened', {})], { expectedVersion: 0 });
      await expect(
        store.appendMany([{ streamId: taken, events: [newEvent('Opened', {})], expectedVersion: 0 }]),
      ).rejects.toMatchObject({ streamId: taken, actualVersion: 1 });
    });

    it('reads the whole log in order in pages from a position', async () => {
      const head = await store.head();
      const id = stream('all');
      await store.append(
        id,
        [1, 2, 3, 4, 5].map((n) => newEvent('Counted', { n })),
        { expectedVersion: 0 },
      );
      const firstPage = await store.readAll({ ...(head ? { after: head } : {}), limit: 3 });
      const secondPage = await store.readAll({ after: firstPage.last!, limit: 3 });
      const mine = [...firstPage.events, ...secondPage.events].filter((e) => e.streamId === id);
      expect(mine.map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3, 4, 5]);
      expect(await store.head()).toEqual(mine.at(-1)!.position);
    });

    it('delivers to a subscriber from the end only what is appended afterwards, in order', async () => {
      const before = stream('before');
      await store.append(before, [newEvent('Old', {})], { expectedVersion: 0 });
      const { seen, subscription, waitFor } = collect(store, 'end');
      try {
        await new Promise((r) => setTimeout(r, 200));
        const id = stream('live');
        for (let n = 1; n <= 3; n++) await store.append(id, [newEvent('Live', { n })], { expectedVersion: 'any' });
        await waitFor((events) => events.filter((e) => e.streamId === id).length === 3);
        expect(seen.some((e) => e.streamId === before)).toBe(false);
        expect(seen.filter((e) => e.streamId === id).map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3]);
      } finally {
        await subscription.close();
      }
    });

    // Registered only where late commits can happen, so no adapter reports a skipped test.
    if (!options.lateCommits) return;
    it('(b) an event whose transaction takes a lower position but commits later is not skipped', async () => {
      if (!subject.holdAppendOpen) throw new Error(`${name} declares late commits but cannot hold an append open`);
      const { seen, subscription, waitFor } = collect(store, 'end');
      try {
        await new Promise((r) => setTimeout(r, 200));
        const slowStream = stream('slow');
        const fastStream = stream('fast');
        const held = await subject.holdAppendOpen(slowStream, [newEvent('Slow', {})]);
        await store.append(fastStream, [newEvent('Fast', {})], { expectedVersion: 0 });
        // Give the subscriber time to read past the open transaction, were it going to.
        await new Promise((r) => setTimeout(r, 500));
        await held.commit();
        await waitFor(
          (events) => events.some((e) => e.streamId === slowStream) && events.some((e) => e.streamId === fastStream),
        );
        const [slow] = await store.readStream(slowStream);
        const [fast] = await store.readStream(fastStream);
        expect(slow!.position.prepare < fast!.position.prepare).toBe(true);
        const delivered = seen.filter((e) => e.streamId === slowStream || e.streamId === fastStream);
        expect(delivered.map((e) => e.type)).toEqual(['Slow', 'Fast']);
      } finally {
        await subscription.close();
      }
    });
  });
}
