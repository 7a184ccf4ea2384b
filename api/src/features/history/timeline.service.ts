import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import {
  streamId,
  type EventStore,
  type RecordedEvent,
  type SessionUser,
  type TimelinePage,
  type TimelineQuery,
  type TimelineRecordType,
} from '@dealbook/contracts';
import {
  findCommunicationsByIds,
  findTimelineStreams,
  TimelineStreamsMax,
  type ReadModelDatabase,
  type TimelineStream,
} from '@dealbook/projections';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { DATABASE, EVENT_STORE } from '../../kernel/database-tokens.js';
import { historyEntries, type HistorySource } from './history-entries.js';
import { historyEventVisible, shownOwnEvents } from './history-visibility.js';
import { readInBatches } from './read-in-batches.js';
import {
  newestFirst,
  olderThan,
  parseTimelineCursor,
  timelineCursorOf,
  type TimelineCursor,
} from './timeline-cursor.js';

interface Sourced {
  event: RecordedEvent;
  source: HistorySource;
}

const BatchSize = 16;

/**
 * A child created on a record's page is linked to it by the same request (`NoteAdded` then
 * `NoteLinked`): the link says nothing the creation line does not, so the timeline leaves it out.
 */
const linkedOnCreation = (event: RecordedEvent, createdBy: string | undefined) =>
  event.type.endsWith('Linked') && event.metadata.correlationId === createdBy;

/**
 * A record's activity timeline: its own events merged with those of the records linked to it
 * (calls, tasks, notes, documents, payments, a client's projects and purchasers), newest first,
 * one bounded page at a time.
 */
@Injectable()
export class TimelineService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  async page(type: TimelineRecordType, id: string, query: TimelineQuery, viewer: SessionUser): Promise<TimelinePage> {
    const cursor = query.before === undefined ? undefined : parseTimelineCursor(query.before);
    const older = olderThan(cursor);
    const recorded = await this.store.readStream(streamId(type, id));
    if (recorded.length === 0) throw new DomainError('not_found', `No ${type} ${id}`);
    const visible = historyEventVisible(viewer, type, id);
    const own: HistorySource = { type, id, name: '' };
    const found: Sourced[] =
      query.kind === undefined || query.kind === 'changes'
        ? shownOwnEvents(type, recorded)
            .filter((event) => visible(event.type) && older(event))
            .map((event) => ({ event, source: own }))
        : [];
    const linked = await findTimelineStreams(this.db, type, id, { kind: query.kind, before: cursor?.at });
    const read = await this.readUntilFull(linked, found, query.limit, cursor);
    const merged = found.sort((a, b) => newestFirst(a.event, b.event));
    const shown = merged.slice(0, query.limit);
    const last = shown.at(-1);
    const more = merged.length > query.limit || read < linked.length || linked.length === TimelineStreamsMax;
    return {
      entries: await historyEntries(this.db, await this.namedCalls(shown), { type, id }),
      next: more && last ? timelineCursorOf(last.event) : null,
    };
  }

  /**
   * Reads the linked streams, those that moved last first, into `found` until the page is full
   * and no stream left can hold anything newer than its last line; answers how many it read.
   * A stream's newest event before the cursor is no newer than its last move (`updatedAt`).
   */
  private async readUntilFull(
    linked: readonly TimelineStream[],
    found: Sourced[],
    limit: number,
    cursor: TimelineCursor | undefined,
  ): Promise<number> {
    const older = olderThan(cursor);
    let read = 0;
    while (read < linked.length) {
      const next = linked[read]!;
      const newestLeft = Math.min(next.updatedAt.getTime(), cursor?.at.getTime() ?? Infinity);
      if (found.length >= limit) {
        const cut = found.sort((a, b) => newestFirst(a.event, b.event))[limit - 1]!;
        if (cut.event.recordedAt.getTime() > newestLeft) break;
      }
      const batch = linked.slice(read, read + BatchSize);
      const streams = await readInBatches(batch, (source) => this.store.readStream(streamId(source.type, source.id)));
      streams.forEach((events, index) => {
        const { type, id, name } = batch[index]!;
        const created = events[0]?.metadata.correlationId;
        for (const event of events) {
          if (older(event) && !linkedOnCreation(event, created)) found.push({ event, source: { type, id, name } });
        }
      });
      read += batch.length;
    }
    return read;
  }

  /** Calls are named by whom they were with ("Jane Doe, Acme Ltd"), as the call lists name them. */
  private async namedCalls(lines: Sourced[]): Promise<Sourced[]> {
    const ids = [...new Set(lines.filter((l) => l.source.type === 'communication').map((l) => l.source.id))];
    if (ids.length === 0) return lines;
    const calls = new Map((await findCommunicationsByIds(this.db, ids)).map((call) => [call._id, call]));
    return lines.map((line) => {
      const call = line.source.type === 'communication' ? calls.get(line.source.id) : undefined;
      if (!call) return line;
      const people = call.spokenTo.map((person) => person.fullName);
      const name = [...people, ...(call.purchaser ? [call.purchaser.companyName] : [])].join(', ');
      return { ...line, source: { ...line.source, name } };
    });
  }
}
