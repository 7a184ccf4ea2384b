import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AttachmentEvent, RecordRef } from '@dealbook/contracts';
import { projectionSpec } from '../../../test/support/projection-spec.js';
import { useReadModelDatabase } from '../../../test/support/read-model-test-database.js';
import { attachmentProjection } from './attachment.projection.js';

/**
 * What the attachments read model holds after an attachment's events: the file's details and
 * the records it was uploaded to, the file name column the lists sort and search on following
 * renames, links and unlinks with their link times, replays changing nothing, and no row once
 * it is deleted.
 */
const database = useReadModelDatabase('attachment_projection');

const uploaded = (attachmentId: string, links: RecordRef[]): AttachmentEvent => ({
  type: 'AttachmentUploaded',
  data: {
    attachmentId,
    fileName: 'teaser.pdf',
    description: 'Teaser',
    contentType: 'application/pdf',
    size: 2048,
    storageKey: `attachments/${attachmentId}`,
    uploadedBy: null,
    links,
  },
});

async function attachmentRow(attachmentId: string) {
  return database()
    .selectFrom('attachments')
    .select(['version', 'doc', 'file_name', 'content_type', 'linked_at'])
    .where('id', '=', attachmentId)
    .executeTakeFirst();
}

describe('attachments projection', () => {
  it('holds the file’s details and the records it was uploaded to', async () => {
    const attachmentId = randomUUID();
    const [project, purchase] = [randomUUID(), randomUUID()];
    await projectionSpec(database(), attachmentProjection).given(
      `attachment-${attachmentId}`,
      uploaded(attachmentId, [
        { type: 'project', id: project },
        { type: 'purchase', id: purchase },
      ]),
    );
    const row = await attachmentRow(attachmentId);
    expect(row).toMatchObject({
      version: 1,
      file_name: 'teaser.pdf',
      content_type: 'application/pdf',
      doc: {
        size: 2048,
        storageKey: `attachments/${attachmentId}`,
        projects: [project],
        purchases: [purchase],
        companies: [],
      },
    });
    expect(Object.keys(row?.linked_at ?? {}).sort()).toEqual([project, purchase].sort());
  });

  it('follows renames and description changes, and a replay brings no older name back', async () => {
    const attachmentId = randomUUID();
    const spec = projectionSpec(database(), attachmentProjection);
    await spec.given(
      `attachment-${attachmentId}`,
      uploaded(attachmentId, []),
      { type: 'AttachmentRenamed', data: { attachmentId, from: 'teaser.pdf', to: 'teaser-v2.pdf' } },
      { type: 'AttachmentDescriptionChanged', data: { attachmentId, from: 'Teaser', to: 'Teaser, second draft' } },
      { type: 'AttachmentRenamed', data: { attachmentId, from: 'teaser-v2.pdf', to: 'teaser-final.pdf' } },
    );
    const renamed = await attachmentRow(attachmentId);
    expect(renamed).toMatchObject({
      version: 4,
      file_name: 'teaser-final.pdf',
      doc: { fileName: 'teaser-final.pdf', description: 'Teaser, second draft' },
    });
    await spec.replayAll();
    expect(await attachmentRow(attachmentId)).toEqual(renamed);
  });

  it('drops a parent and its link time on unlink', async () => {
    const attachmentId = randomUUID();
    const [company, contact] = [randomUUID(), randomUUID()];
    await projectionSpec(database(), attachmentProjection).given(
      `attachment-${attachmentId}`,
      uploaded(attachmentId, [{ type: 'company', id: company }]),
      { type: 'AttachmentLinked', data: { attachmentId, to: { type: 'contact', id: contact } } },
      { type: 'AttachmentUnlinked', data: { attachmentId, from: { type: 'company', id: company } } },
    );
    const row = await attachmentRow(attachmentId);
    expect(row?.doc).toMatchObject({ companies: [], contacts: [contact] });
    expect(Object.keys(row?.linked_at ?? {})).toEqual([contact]);
  });

  it('removes a deleted attachment, and it stays gone on replay', async () => {
    const attachmentId = randomUUID();
    const spec = projectionSpec(database(), attachmentProjection);
    await spec.given(`attachment-${attachmentId}`, uploaded(attachmentId, []), {
      type: 'AttachmentDeleted',
      data: { attachmentId, fileName: 'teaser.pdf', storageKey: `attachments/${attachmentId}` },
    });
    expect(await attachmentRow(attachmentId)).toBeUndefined();
    await spec.replayAll();
    expect(await attachmentRow(attachmentId)).toBeUndefined();
  });
});
