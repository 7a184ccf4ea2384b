import { Logger } from '@nestjs/common';
import {
  WrongExpectedVersion,
  type AppendManyResult,
  type AppendOptions,
  type AppendResult,
  type DomainEvent,
  type EventStore,
  type ExpectedVersion,
  type LogPosition,
  type NewEvent,
  type ReadAllOptions,
  type ReadAllResult,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamAppend,
  type Subscription,
  type SubscriptionStart,
} from '@dealbook/contracts';
import {
  BACKWARDS,
  END,
  excludeSystemEvents,
  FORWARDS,
  KurrentDBClient,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import type { PersonalDataProtection } from '../personal-data/personal-data-protection.js';
import { UpcasterRegistry, type Upcaster } from '../upcasters.js';
import { positionOf, toEventData, toRecordedEvent, type StoredKurrentEvent } from './kurrentdb-event-mapping.js';
import {
  isAfter,
  isSystemEvent,
  revisionOfVersion,
  streamStateFor,
  versionOfRevision,
  versionOfState,
} from './kurrentdb-positions.js';
import { runKurrentSubscription } from './kurrentdb-subscription.js';

export interface KurrentDbEventStoreOptions {
  upcasters?: readonly Upcaster[];
  /** Seals each person's data with their key (issue 37); the product always gives it. */
  personalData?: PersonalDataProtection;
  /** Pause before a failed subscriber gets its event again, or a dropped subscription resumes. */
  retryDelayMs?: number;
  log?: (message: string) => void;
}

/**
 * The EventStore port on KurrentDB (formerly EventStoreDB), DESIGN §1 and §8.
 *
 * Idempotent appends rest on the server's own check of event ids. With an expected version the
 * server compares the ids against the events already at those stream positions, which holds for
 * the life of the stream; this adapter also does that comparison itself when the server answers
 * "wrong expected version". With 'any' the server only remembers the ids of recently written
 * events (a bounded in-memory cache, emptied by a restart or a leader change), so a retry of an
 * 'any' append long after the first, or across a restart, can record the events twice.
 *
 * $all is written in commit order, so the log has no late-commit gaps a reader could skip past.
 */
export class KurrentDbEventStore implements EventStore {
  readonly kind = 'kurrentdb';
  private readonly client: KurrentDBClient;
  private readonly upcasters: UpcasterRegistry;
  private readonly subscriptions = new Set<Subscription>();

  constructor(
    connectionString: string,
    private readonly options: KurrentDbEventStoreOptions = {},
  ) {
    this.client = KurrentDBClient.connectionString(connectionString);
    this.upcasters = new UpcasterRegistry(options.upcasters);
  }

  async append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`Nothing to append to ${streamId}`);
    let lastVersion: number;
    // The keys a seal makes are written before the append (the two stores share no transaction):
    // a key with no event is harmless, an event with no key is not.
    const sealed = this.options.personalData
      ? (await this.options.personalData.sealMany([{ streamId, events, expectedVersion: 1 }])).appends[0]!.events
      : events;
    try {
      const result = await this.client.appendToStream(streamId, sealed.map(toEventData), {
        streamState: streamStateFor(options.expectedVersion),
      });
      // On an idempotent retry the server answers with the revision of the first write's last event.
      lastVersion = versionOfRevision(result.nextExpectedRevision);
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const actualVersion = versionOfState(error.actualState);
      const recorded = await this.recordedBefore(streamId, events, options.expectedVersion, actualVersion);
      if (recorded) return resultOf(recorded);
      throw new WrongExpectedVersion(streamId, options.expectedVersion, actualVersion);
    }
    // The append answer carries neither per-event positions nor timestamps: read them back.
    const recorded = await this.readVersions(streamId, lastVersion - events.length + 1, events.length);
    if (!sameEventIds(recorded, events)) {
      throw new Error(
        `KurrentDB acknowledged an append to ${streamId} but holds other events at versions up to ${lastVersion}`,
      );
    }
    return resultOf(recorded);
  }

  /**
   * KurrentDB's multi-stream append (server 25.1 and later): atomic across the streams, every
   * expected version checked by the server. A conflict names its stream.
   */
  async appendMany(appends: readonly StreamAppend[]): Promise<AppendManyResult> {
    const sealed = this.options.personalData
      ? (await this.options.personalData.sealMany(appends.map((append) => ({ ...append, expectedVersion: 1 })))).appends
      : appends;
    try {
      const result = await this.client.multiStreamAppend(
        sealed.map((append, i) => ({
          streamName: append.streamId,
          events: append.events.map(toEventData),
          expectedState: streamStateFor(appends[i]!.expectedVersion),
        })),
      );
      return { position: { commit: result.position, prepare: result.position } };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const streamId = error.streamName ?? appends[0]!.streamId;
      const expected = appends.find((append) => append.streamId === streamId)?.expectedVersion ?? 0;
      throw new WrongExpectedVersion(streamId, expected, versionOfState(error.actualState));
    }
  }

  async readStream<E extends DomainEvent = DomainEvent>(
    streamId: string,
    options: ReadStreamOptions = {},
  ): Promise<RecordedEvent<E>[]> {
    if (options.toVersion !== undefined && options.toVersion < 1) return [];
    const stored: StoredKurrentEvent[] = [];
    try {
      const reading = this.client.readStream(streamId, {
        direction: FORWARDS,
        fromRevision: START,
        ...(options.toVersion === undefined ? {} : { maxCount: BigInt(options.toVersion) }),
      });
      for await (const resolved of reading) if (resolved.event) stored.push(resolved.event);
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    const events = (await this.recordedAll(stored)) as RecordedEvent<E>[];
    return options.until ? events.filter((event) => event.recordedAt <= options.until!) : events;
  }

  async readAll(options: ReadAllOptions): Promise<ReadAllResult> {
    const stored: StoredKurrentEvent[] = [];
    if (options.limit > 0) {
      // A read from a position includes the event at it; one more covers the one dropped.
      const reading = this.client.readAll({
        direction: FORWARDS,
        fromPosition: options.after ?? START,
        maxCount: options.limit + (options.after ? 1 : 0),
        filter: excludeSystemEvents(),
        resolveLinkTos: false,
      });
      for await (const resolved of reading) {
        const event = resolved.event;
        if (!event || isSystemEvent(event) || !isAfter(positionOf(event), options.after)) continue;
        stored.push(event);
        if (stored.length === options.limit) break;
      }
    }
    const events = await this.recordedAll(stored);
    return { events, last: events.at(-1)?.position ?? options.after };
  }

  subscribe(from: SubscriptionStart, handler: (event: RecordedEvent) => Promise<void>): Subscription {
    const subscription = runKurrentSubscription({
      client: this.client,
      from,
      handler,
      head: () => this.head(),
      toRecorded: (stored) => this.toRecorded(stored),
      retryDelayMs: this.options.retryDelayMs ?? 1000,
      log: this.options.log ?? ((message) => new Logger('EventStore').error(message)),
    });
    this.subscriptions.add(subscription);
    return {
      close: async () => {
        this.subscriptions.delete(subscription);
        await subscription.close();
      },
    };
  }

  async head(): Promise<LogPosition | undefined> {
    const reading = this.client.readAll({
      direction: BACKWARDS,
      fromPosition: END,
      filter: excludeSystemEvents(),
      resolveLinkTos: false,
    });
    for await (const resolved of reading) {
      const stored = resolved.event;
      if (stored && !isSystemEvent(stored)) return positionOf(stored);
    }
    return undefined;
  }

  /** Ends every subscription, then the client's connections. */
  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    this.subscriptions.clear();
    await this.client.dispose();
  }

  /**
   * After a version conflict: the events of this very append, if an earlier copy of it recorded
   * them right after `expected` (a retry whose first answer was lost).
   */
  private async recordedBefore(
    streamId: string,
    events: NewEvent[],
    expected: ExpectedVersion,
    actualVersion: number,
  ): Promise<RecordedEvent[] | undefined> {
    if (expected === 'any' || actualVersion < expected + events.length) return undefined;
    const recorded = await this.readVersions(streamId, expected + 1, events.length);
    return sameEventIds(recorded, events) ? recorded : undefined;
  }

  private async readVersions(streamId: string, fromVersion: number, count: number): Promise<RecordedEvent[]> {
    const recorded: StoredKurrentEvent[] = [];
    // From the leader: it has the write just acknowledged even when followers lag behind.
    const reading = this.client.readStream(streamId, {
      direction: FORWARDS,
      fromRevision: revisionOfVersion(fromVersion),
      maxCount: BigInt(count),
      requiresLeader: true,
    });
    for await (const resolved of reading) if (resolved.event) recorded.push(resolved.event);
    return this.recordedAll(recorded);
  }

  private async toRecorded(stored: StoredKurrentEvent): Promise<RecordedEvent> {
    return (await this.recordedAll([stored]))[0]!;
  }

  /** Events of one read as the port's: the keys their sealed parts need fetched at once, then each opened and upcast. */
  private async recordedAll(stored: readonly StoredKurrentEvent[]): Promise<RecordedEvent[]> {
    const open = this.options.personalData
      ? await this.options.personalData.opener(stored.map((event) => event.data))
      : undefined;
    return stored.map((event) => toRecordedEvent(event, this.upcasters, open));
  }
}

function sameEventIds(recorded: readonly RecordedEvent[], events: readonly NewEvent[]): boolean {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  return recorded.length === events.length && recorded.every((event, i) => same(event.eventId, events[i]!.eventId));
}

function resultOf(recorded: RecordedEvent[]): AppendResult {
  const last = recorded.at(-1)!;
  return { nextExpectedVersion: last.streamVersion, position: last.position, events: recorded };
}
