import { BuyerLinkEventTypes, type BuyerLinkEvent } from '@dealbook/contracts';
import { sql } from 'kysely';
import { defineProjection } from '../runner/projection.js';

/**
 * Buyer link events -> buyer_links. Idempotent: a sending inserts once; a revocation and each use
 * apply only when newer than the row (`version`), so a replayed use is not counted twice.
 */
export const buyerLinkProjection = defineProjection<BuyerLinkEvent>({
  name: 'buyer-links',
  eventTypes: BuyerLinkEventTypes,
  tables: ['buyer_links'],
  async apply(db, event) {
    const newer = sql`id = ${event.data.grantId} and version < ${event.streamVersion}`;
    switch (event.type) {
      case 'BuyerDocumentsSent': {
        const { grantId, purchaseId, projectId, recipient, documents, expiresAt, tokenHash } = event.data;
        await db
          .insertInto('buyer_links')
          .values({
            id: grantId,
            version: event.streamVersion,
            purchase_id: purchaseId,
            project_id: projectId,
            recipient_id: recipient.id,
            documents: JSON.stringify(documents),
            token_hash: tokenHash,
            sent_at: event.recordedAt,
            sent_by: event.metadata.actorId,
            expires_at: new Date(expiresAt),
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      }
      case 'BuyerLinkRevoked':
        await sql`update buyer_links set revoked_at = ${event.recordedAt}, version = ${event.streamVersion}
          where ${newer}`.execute(db);
        return;
      case 'BuyerLinkUsed': {
        const { action, documentId } = event.data;
        if (action === 'opened' || documentId === null) {
          await sql`update buyer_links set opened = opened + 1,
              first_opened_at = coalesce(first_opened_at, ${event.recordedAt}),
              last_activity_at = ${event.recordedAt}, version = ${event.streamVersion}
            where ${newer}`.execute(db);
          return;
        }
        const viewed = action === 'viewed' ? 1 : 0;
        await sql`update buyer_links set
            activity = activity || jsonb_build_object(${documentId}::text, jsonb_build_object(
              'viewed', coalesce((activity->${documentId}::text->>'viewed')::int, 0) + ${viewed}::int,
              'downloaded', coalesce((activity->${documentId}::text->>'downloaded')::int, 0) + ${1 - viewed}::int,
              'lastAt', ${event.recordedAt.toISOString()}::text)),
            last_activity_at = ${event.recordedAt}, version = ${event.streamVersion}
          where ${newer}`.execute(db);
        return;
      }
      default: {
        const unexpected: never = event;
        throw new Error(`buyer links projection got ${(unexpected as BuyerLinkEvent).type}`);
      }
    }
  },
});
