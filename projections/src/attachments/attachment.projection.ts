import {
  changedValues,
  AttachmentEvents,
  linkListField,
  LinkableTypes,
  notSubmittedReview,
  type AttachmentEvent,
  type ClientReview,
} from '@dealbook/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { defineProjection, type ProjectedEvent } from '../runner/projection.js';

type Db = Kysely<ReadModelDatabase>;

/**
 * An edit applies once: only when it is newer than the row's version. A link or unlink also
 * rewrites `linked_at` (parent id -> when linked, migration 0018), which parents' lists order by.
 */
async function patch(
  db: Db,
  event: ProjectedEvent<AttachmentEvent>,
  doc: RawBuilder<unknown>,
  linkedAt?: RawBuilder<unknown>,
): Promise<void> {
  await db
    .updateTable('attachments')
    .set({
      doc: doc as unknown as string,
      ...(linkedAt ? { linked_at: linkedAt as unknown as string } : {}),
      version: event.streamVersion,
      updated_at: event.recordedAt,
    })
    .where('id', '=', event.data.attachmentId)
    .where('version', '<', event.streamVersion)
    .execute();
}

/** A new attachment is internal, at its first file version. */
const internalDocument = { clientReview: notSubmittedReview, clientProjectId: null, fileVersion: 1 };

/** The review and the project whose client sees the document (none once it is internal again). */
function reviewOf(data: { projectId: string; to: ClientReview }) {
  return { clientReview: data.to, clientProjectId: data.to.state === 'notSubmitted' ? null : data.projectId };
}

/** Attachment events -> the attachments table; a parent's list shows the newest link first. */
export const attachmentProjection = defineProjection<AttachmentEvent>({
  name: 'attachments',
  eventTypes: [
    'AttachmentUploaded',
    'AttachmentRenamed',
    'AttachmentDescriptionChanged',
    'AttachmentTextRedacted',
    'AttachmentBuyerAccessChanged',
    'AttachmentLinked',
    'AttachmentUnlinked',
    'AttachmentClientReviewChanged',
    'AttachmentApprovalDecided',
    'AttachmentResubmitted',
    'AttachmentDeleted',
  ],
  tables: ['attachments'],
  async apply(db, event) {
    switch (event.type) {
      case 'AttachmentUploaded': {
        const { attachmentId, links, ...file } = event.data;
        const lists = Object.fromEntries(
          LinkableTypes.map((type) => [
            linkListField[type],
            links.filter((link) => link.type === type).map((link) => link.id),
          ]),
        );
        await db
          .insertInto('attachments')
          .values({
            id: attachmentId,
            version: event.streamVersion,
            doc: JSON.stringify({ ...file, ...lists, ...internalDocument }),
            linked_at: JSON.stringify(
              Object.fromEntries(links.map((link) => [link.id, event.recordedAt.toISOString()])),
            ),
            created_at: event.recordedAt,
            updated_at: event.recordedAt,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      }
      case 'AttachmentRenamed':
      case 'AttachmentDescriptionChanged':
      case 'AttachmentTextRedacted':
      case 'AttachmentBuyerAccessChanged':
        return patch(db, event, sql`doc || ${JSON.stringify(changedValues(AttachmentEvents, event))}::jsonb`);
      case 'AttachmentLinked': {
        const { type, id } = event.data.to;
        const path = `{${linkListField[type]}}`;
        return patch(
          db,
          event,
          sql`jsonb_set(doc, ${path}::text[], jsonb_build_array(${id}::text) || (coalesce(doc->${linkListField[type]}, '[]'::jsonb) - ${id}::text))`,
          sql`linked_at || jsonb_build_object(${id}::text, ${event.recordedAt.toISOString()}::text)`,
        );
      }
      case 'AttachmentUnlinked': {
        const { type, id } = event.data.from;
        const path = `{${linkListField[type]}}`;
        return patch(
          db,
          event,
          sql`jsonb_set(doc, ${path}::text[], coalesce(doc->${linkListField[type]}, '[]'::jsonb) - ${id}::text)`,
          sql`linked_at - ${id}::text`,
        );
      }
      case 'AttachmentClientReviewChanged':
      case 'AttachmentApprovalDecided':
        return patch(db, event, sql`doc || ${JSON.stringify(reviewOf(event.data))}::jsonb`);
      case 'AttachmentResubmitted': {
        // The new version's file replaces the old one's details; the download serves it.
        const { fileVersion, fileName, contentType, size, storageKey } = event.data;
        const values = { ...reviewOf(event.data), fileVersion, fileName, contentType, size, storageKey };
        return patch(db, event, sql`doc || ${JSON.stringify(values)}::jsonb`);
      }
      case 'AttachmentDeleted':
        await db.deleteFrom('attachments').where('id', '=', event.data.attachmentId).execute();
        return;
      default: {
        const unexpected: never = event;
        throw new Error(`attachments projection got ${(unexpected as ProjectedEvent).type}`);
      }
    }
  },
});
