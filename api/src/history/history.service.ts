import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { streamId, type EventStore, type HistoryEntry } from '@dealbook/contracts';
import { findUsersByIds, type ReadModelDatabase } from '@dealbook/projections';
import { DomainError } from '../common/errors/domain-error.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';

/** The auditors' view of any event-sourced record: its domain events in order, with who did it. */
@Injectable()
export class HistoryService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  async read(type: string, id: string): Promise<HistoryEntry[]> {
    const events = await this.store.readStream(streamId(type, id));
    if (events.length === 0) throw new DomainError('not_found', `No history for ${type} ${id}`);
    const actorIds = [...new Set(events.map((e) => e.metadata.actorId).filter((a): a is string => a !== null))];
    const actors = new Map((await findUsersByIds(this.db, actorIds)).map((u) => [u._id, u.fullName]));
    return events.map((event) => {
      const actorId = event.metadata.actorId;
      return {
        type: event.type,
        version: event.streamVersion,
        recordedAt: event.recordedAt.toISOString(),
        // An actor whose user record is gone still shows, by id, so the trail stays whole.
        actor: actorId === null ? null : { _id: actorId, fullName: actors.get(actorId) ?? 'Unknown user' },
        data: event.data,
      };
    });
  }
}
