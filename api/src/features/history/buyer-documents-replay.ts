import {
  streamId,
  type BuyerLinkAt,
  type BuyerLinkEvent,
  type EventStore,
  type RecordedEvent,
} from '@dealbook/contracts';
import { findBuyerLinkStreams, type ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { readInBatches } from './read-in-batches.js';

/** One link folded from its own events: who got what, when, whether withdrawn, what they read. */
function linkOf(id: string, purchaserName: string, events: readonly RecordedEvent[]): BuyerLinkAt | undefined {
  let link: BuyerLinkAt | undefined;
  for (const recorded of events as readonly RecordedEvent<BuyerLinkEvent>[]) {
    const event = { type: recorded.type, data: recorded.data } as BuyerLinkEvent;
    const at = recorded.recordedAt.toISOString();
    if (event.type === 'BuyerDocumentsSent') {
      link = {
        _id: id,
        purchaserName,
        recipientName: event.data.recipient.name,
        documents: event.data.documents,
        sentAt: at,
        expiresAt: event.data.expiresAt,
        withdrawnAt: null,
        opened: 0,
        viewed: 0,
        downloaded: 0,
      };
    } else if (link && event.type === 'BuyerLinkRevoked') link.withdrawnAt = at;
    else if (link && event.type === 'BuyerLinkUsed') link[event.data.action] += 1;
  }
  return link;
}

/**
 * The buyer documents sent on a project by `until` (issue 38), each link folded from its own
 * stream up to that moment: the replay shows what had gone to whom, and what they had read, then.
 * A recipient erased since reads as "Erased person", as the log now reads.
 */
export async function buyerDocumentsAt(
  store: EventStore,
  db: Kysely<ReadModelDatabase>,
  projectId: string,
  until: Date,
): Promise<BuyerLinkAt[]> {
  const streams = await findBuyerLinkStreams(db, { projectId });
  const events = await readInBatches(streams, (stream) =>
    store.readStream(streamId('buyerlink', stream.id), { until }),
  );
  return streams.flatMap((stream, index) => linkOf(stream.id, stream.name, events[index]!) ?? []);
}
