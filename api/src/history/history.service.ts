import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import {
  comparePositions,
  streamId,
  type EventStore,
  type HistoryEntry,
  type RecordedEvent,
  type SessionUser,
} from '@dealbook/contracts';
import {
  describeHistory,
  findProjectRelatedStreams,
  findUsersByIds,
  type ReadModelDatabase,
} from '@dealbook/projections';
import { DomainError } from '../common/errors/domain-error.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { historyEventVisible } from './history-visibility.js';
import { recordReplayers } from './record-replayers.js';
import { parseReplayPoint } from './replay-point.js';

type Source = NonNullable<HistoryEntry['source']>;

/** A few streams at a time: a project with hundreds of purchasers must not open hundreds of reads at once. */
async function readInBatches<T, R>(items: readonly T[], read: (item: T) => Promise<R>, size = 16): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(read))));
  }
  return results;
}

/** A record as it stood at a moment of its history, under its type's name (`{project: …}`). */
export type ReplayedRecord = { at: string; version: number } & Record<string, unknown>;

/** The auditors' view of any event-sourced record: its domain events in order, with who did it. */
@Injectable()
export class HistoryService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  async read(type: string, id: string, viewer: SessionUser): Promise<HistoryEntry[]> {
    const visible = historyEventVisible(viewer, type, id);
    const recorded = await this.store.readStream(streamId(type, id));
    if (recorded.length === 0) throw new DomainError('not_found', `No history for ${type} ${id}`);
    const own = recorded.filter((event) => visible(event.type));
    if (type !== 'project')
      return this.entries(
        own.map((event) => ({ event })),
        { type, id },
      );
    const sources: Source[] = [{ type, id, name: '' }, ...(await findProjectRelatedStreams(this.db, id))];
    const streams = await readInBatches(sources.slice(1), (source) =>
      this.store.readStream(streamId(source.type, source.id)),
    );
    const merged = [
      ...own.map((event) => ({ event, source: sources[0]! })),
      ...streams.flatMap((events, index) => events.map((event) => ({ event, source: sources[index + 1]! }))),
    ]
      // In the order things happened: history recorded after the fact (the demo's past) was
      // appended out of that order; events at the same moment keep the log's order.
      .sort(
        (a, b) =>
          a.event.recordedAt.getTime() - b.event.recordedAt.getTime() ||
          comparePositions(a.event.position, b.event.position),
      );
    return this.entries(merged, { type, id });
  }

  /** Entries with the actors' names (one users query for all) and each one in words (describeHistory). */
  private async entries(
    events: { event: RecordedEvent; source?: Source }[],
    record: { type: string; id: string },
  ): Promise<HistoryEntry[]> {
    const actorIds = [...new Set(events.map((e) => e.event.metadata.actorId).filter((a): a is string => a !== null))];
    const actors = new Map((await findUsersByIds(this.db, actorIds)).map((u) => [u._id, u.fullName]));
    const entries = events.map(({ event, source }) => {
      const actorId = event.metadata.actorId;
      return {
        type: event.type,
        version: event.streamVersion,
        recordedAt: event.recordedAt.toISOString(),
        // An actor whose user record is gone still shows, by id, so the trail stays whole.
        actor: actorId === null ? null : { _id: actorId, fullName: actors.get(actorId) ?? 'Unknown user' },
        ...(event.metadata.via ? { via: event.metadata.via } : {}),
        data: event.data,
        ...(source ? { source } : {}),
      };
    });
    const sentences = await describeHistory(
      this.db,
      entries.map((entry) => ({
        ...entry,
        // A merged history's other streams come with their names; the record's own are looked up.
        record: entry.source && entry.source.id !== record.id ? entry.source : record,
      })),
    );
    return entries.map((entry, at) => ({ ...entry, sentence: sentences[at] ?? [] }));
  }

  /**
   * The record as it stood at `at` (a version, or a moment), rebuilt by folding its events up to
   * then. `at` in the answer is when that version was recorded.
   */
  async replay(type: string, id: string, at: string): Promise<ReplayedRecord> {
    const replayer = recordReplayers[type];
    if (!replayer) {
      const types = Object.keys(recordReplayers).join(', ');
      throw new DomainError('validation', `at: only ${types} records can be replayed to a moment`, {
        at: `only ${types} records can be replayed`,
      });
    }
    const point = parseReplayPoint(at);
    const stream = streamId(type, id);
    const events = await this.store.readStream(stream, point);
    if (events.length === 0) {
      const exists = (await this.store.readStream(stream, { toVersion: 1 })).length > 0;
      throw new DomainError(
        'not_found',
        exists ? `${type} ${id} did not exist yet at ${at}` : `No history for ${type} ${id}`,
      );
    }
    const last = events.at(-1)!;
    if ('toVersion' in point && last.streamVersion < point.toVersion) {
      throw new DomainError(
        'not_found',
        `${type} ${id} has no version ${point.toVersion}; its latest is ${last.streamVersion}`,
      );
    }
    const record = await replayer(this.db, id, events);
    if (record === undefined) throw new DomainError('not_found', `${type} ${id} had been deleted by ${at}`);
    return { at: last.recordedAt.toISOString(), version: last.streamVersion, [type]: record };
  }
}
