import type { Kysely } from 'kysely';
import type { HistoryEntry, RecordedEvent } from '@dealbook/contracts';
import { describeHistory, findUsersByIds, type ReadModelDatabase } from '@dealbook/projections';

export type HistorySource = NonNullable<HistoryEntry['source']>;

/**
 * Events as the history and the timeline answer them: with the actors' names (one users query
 * for all) and each one in words (describeHistory). `record` is the record whose history or
 * timeline is asked; events of other streams are named by their `source`.
 */
export async function historyEntries(
  db: Kysely<ReadModelDatabase>,
  events: readonly { event: RecordedEvent; source?: HistorySource }[],
  record: { type: string; id: string },
): Promise<HistoryEntry[]> {
  const actorIds = [...new Set(events.map((e) => e.event.metadata.actorId).filter((a): a is string => a !== null))];
  const actors = new Map((await findUsersByIds(db, actorIds)).map((u) => [u._id, u.fullName]));
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
    db,
    entries.map((entry) => ({
      ...entry,
      // A merged history's other streams come with their names; the record's own are looked up.
      record: entry.source && entry.source.id !== record.id ? entry.source : record,
    })),
  );
  return entries.map((entry, at) => ({ ...entry, sentence: sentences[at] ?? [] }));
}
