import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { notSubmittedReview, type AttachmentEvent, type ClientReview } from '@dealbook/contracts';
import { projectionSpec } from '../../../test/support/projection-spec.js';
import { useReadModelDatabase } from '../../../test/support/read-model-test-database.js';
import { attachmentProjection } from './attachment.projection.js';
import { findAttachmentById, findAttachmentFile } from './attachment.queries.js';

/**
 * The client review in the attachments read model (issue 14): the review, the project whose client
 * sees the document and its file version follow the events, the generated columns the portal
 * queries filter on follow the document, a replay changes nothing, and a row written before the
 * review existed reads as internal, version 1.
 */
const database = useReadModelDatabase('attachment_client_review_projection');

const review = (to: Partial<ClientReview>): ClientReview => ({ ...notSubmittedReview, ...to });

async function row(attachmentId: string) {
  return database()
    .selectFrom('attachments')
    .select(['version', 'doc', 'review_state', 'client_project_id', 'file_name', 'size'])
    .where('id', '=', attachmentId)
    .executeTakeFirst();
}

describe('attachments projection: the client review', () => {
  it('follows sharing, submission, the decision and a resubmitted version, and a replay changes nothing', async () => {
    const attachmentId = randomUUID();
    const projectId = randomUUID();
    const awaiting = review({ state: 'awaiting', round: 1, submittedAt: '2026-11-20T09:00:00.000Z' });
    const rejected = { ...awaiting, state: 'rejected' as const, comment: 'Too long' };
    const again = { ...rejected, state: 'awaiting' as const, round: 2, comment: '' };
    const events: AttachmentEvent[] = [
      {
        type: 'AttachmentUploaded',
        data: {
          attachmentId,
          fileName: 'Teaser.pdf',
          description: '',
          contentType: 'application/pdf',
          size: 900,
          storageKey: `attachments/${attachmentId}`,
          uploadedBy: null,
          links: [{ type: 'project', id: projectId }],
        },
      },
      {
        type: 'AttachmentClientReviewChanged',
        data: { attachmentId, projectId, from: notSubmittedReview, to: awaiting },
      },
      { type: 'AttachmentApprovalDecided', data: { attachmentId, projectId, from: awaiting, to: rejected } },
      {
        type: 'AttachmentResubmitted',
        data: {
          attachmentId,
          projectId,
          fileVersion: 2,
          fileName: 'Teaser v2.pdf',
          contentType: 'application/pdf',
          size: 700,
          storageKey: `attachments/${attachmentId}-v2`,
          from: rejected,
          to: again,
        },
      },
    ];
    const spec = projectionSpec(database(), attachmentProjection);
    await spec.given(`attachment-${attachmentId}`, ...events.slice(0, 3));
    expect(await row(attachmentId)).toMatchObject({
      review_state: 'rejected',
      client_project_id: projectId,
      doc: { clientReview: rejected, fileVersion: 1 },
    });
    await spec.given(`attachment-${attachmentId}`, events[3]!);
    const resubmitted = await row(attachmentId);
    expect(resubmitted).toMatchObject({
      version: 4,
      review_state: 'awaiting',
      file_name: 'Teaser v2.pdf',
      size: '700',
      doc: { clientReview: again, fileVersion: 2, storageKey: `attachments/${attachmentId}-v2` },
    });
    expect(await findAttachmentFile(database(), attachmentId)).toMatchObject({
      storageKey: `attachments/${attachmentId}-v2`,
      fileVersion: 2,
      reviewState: 'awaiting',
      clientProjectId: projectId,
    });
    await spec.replayAll();
    expect(await row(attachmentId)).toEqual(resubmitted);

    // Withdrawn: internal again, with no client project.
    await spec.given(`attachment-${attachmentId}`, {
      type: 'AttachmentClientReviewChanged',
      data: { attachmentId, projectId, from: again, to: { ...again, state: 'notSubmitted' } },
    });
    expect(await row(attachmentId)).toMatchObject({ review_state: 'notSubmitted', client_project_id: null });
  });

  it('reads a row from before the client review as internal, at file version 1', async () => {
    const attachmentId = randomUUID();
    await database()
      .insertInto('attachments')
      .values({
        id: attachmentId,
        version: 1,
        doc: JSON.stringify({ fileName: 'old.pdf', description: '', contentType: 'application/pdf', size: 3 }),
        created_at: new Date(),
        updated_at: new Date(),
      })
      .execute();
    expect(await row(attachmentId)).toMatchObject({ review_state: 'notSubmitted', client_project_id: null });
    expect(await findAttachmentById(database(), attachmentId)).toMatchObject({
      clientReview: notSubmittedReview,
      fileVersion: 1,
      clientProjectId: null,
    });
  });
});
