import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { comparePositions, streamId, type EventStore, type HistoryEntry, type SessionUser } from '@dealbook/contracts';
import { findBuyerLinkStreams, findProjectRelatedStreams, type ReadModelDatabase } from '@dealbook/projections';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { DATABASE, EVENT_STORE } from '../../kernel/database-tokens.js';
import { historyEntries, type HistorySource } from './history-entries.js';
import { historyEventVisible, shownOwnEvents } from './history-visibility.js';
import { buyerDocumentsAt } from './buyer-documents-replay.js';
import { readInBatches } from './read-in-batches.js';
import { recordReplayers } from './record-replayers.js';
import { parseReplayPoint } from './replay-point.js';

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
    // An erased contact's history answers only the erasure (issue 37): nothing earlier names them.
    const own = shownOwnEvents(type, recorded).filter((event) => visible(event.type));
    const related = await this.relatedStreams(type, id);
    if (type !== 'project' && related.length === 0)
      return historyEntries(
        this.db,
        own.map((event) => ({ event })),
        { type, id },
      );
    const sources: HistorySource[] = [{ type, id, name: '' }, ...related];
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
    return historyEntries(this.db, merged, { type, id });
  }

  /**
   * The streams whose events belong in a record's history besides its own: a project's purchasers,
   * calls, documents and buyer links; a purchaser's buyer links (issue 38: who was sent what, and
   * what they read). None for other records.
   */
  private relatedStreams(type: string, id: string): Promise<HistorySource[]> {
    if (type === 'project') return findProjectRelatedStreams(this.db, id);
    if (type === 'purchase') return findBuyerLinkStreams(this.db, { purchaseId: id });
    return Promise.resolve([]);
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
    // A project's buyer documents live on their links' streams: folded up to the moment asked.
    const until = 'until' in point ? point.until : last.recordedAt;
    const extra = type === 'project' ? { buyerDocuments: await buyerDocumentsAt(this.store, this.db, id, until) } : {};
    return { at: last.recordedAt.toISOString(), version: last.streamVersion, [type]: record, ...extra };
  }
}
