import { Role, type EventStore } from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { attachmentDecider } from '../features/attachments/attachment.decider.js';
import { sniffContentType } from '../features/attachments/file-content-type.js';
import { resubmitAttachment } from '../features/attachments/resubmit-attachment.js';
import { attachmentStorageKey, uploadAttachment } from '../features/attachments/upload-attachment.js';
import type { Commands } from '../kernel/event-sourcing/commands.js';
import { newId } from '../kernel/ids.js';
import type { FileStore } from '../infra/files/file-store.port.js';
import { demoPdf } from './demo-pdf.js';
import { findDemoClientProject } from './demo-client-project.js';
import { demoTime } from './demo-time.js';

const DayMs = 24 * 60 * 60 * 1000;

/**
 * The demo client's documents (issue 14), written through the attachment commands the API runs:
 * on the project of the demo client user's company, a teaser awaiting their approval, an
 * information memorandum they rejected with a comment and that came back as version 2, and an
 * engagement letter shared for reading. Run after linkDemoClientUser; returns how many documents.
 */
export async function seedDemoClientDocuments(
  commands: Commands,
  /** Where uploads are written: an upload stores its file before it records the event. */
  attachments: { store: EventStore; files: FileStore },
  db: Kysely<ReadModelDatabase>,
  now = Date.now(),
): Promise<number> {
  const demo = await findDemoClientProject(db);
  if (!demo) return 0;
  const client = { id: demo.clientUserId };
  const { id: projectId, projectName: name } = demo.project;
  const staff = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', Role.user)
    .where('deleted', '=', false)
    .orderBy('created_at')
    .executeTakeFirst();
  const time = demoTime(now);
  const teamId = staff?.id ?? null;
  const when = (daysAgo: number) => now - daysAgo * DayMs;
  const at = (daysAgo: number) => new Date(when(daysAgo)).toISOString();

  /** Uploaded half an hour before it was shared, `daysAgo` days back. */
  async function upload(fileName: string, lines: string[], daysAgo: number): Promise<string> {
    const attachmentId = newId();
    const bytes = demoPdf(lines);
    await uploadAttachment(
      { ...attachments, db },
      {
        attachmentId,
        fileName,
        description: '',
        contentType: await sniffContentType(bytes),
        size: bytes.length,
        storageKey: attachmentStorageKey(attachmentId),
        uploadedBy: staff?.id ?? null,
        links: { project: [projectId] },
      },
      bytes,
      time.by(teamId, when(daysAgo) - 30 * 60_000),
    );
    return attachmentId;
  }
  const change = (attachmentId: string, action: 'share' | 'submit', note: string, daysAgo: number) =>
    commands.execute(attachmentDecider, {
      command: { type: 'ChangeAttachmentClientReview', attachmentId, action, projectId, note, at: at(daysAgo) },
      metadata: time.by(teamId, when(daysAgo)),
    });

  const teaser = await upload(`Teaser - ${name}.pdf`, [`Teaser - ${name}`, 'A confidential opportunity.'], 2);
  await change(teaser, 'submit', 'The one-page teaser we would send to buyers: please approve it.', 2);

  const im = await upload('Information Memorandum.pdf', ['Information Memorandum', name, 'Draft 1'], 9);
  await change(im, 'submit', 'The first draft of the information memorandum.', 9);
  await commands.execute(attachmentDecider, {
    command: {
      type: 'DecideAttachmentApproval',
      attachmentId: im,
      decision: 'rejected',
      comment: 'Please leave out the staff names in section 4.',
      at: at(7),
    },
    metadata: time.by(client.id, when(7)),
  });
  const second = demoPdf(['Information Memorandum', name, 'Draft 2: staff names removed']);
  await resubmitAttachment(
    attachments,
    {
      attachmentId: im,
      fileName: 'Information Memorandum.pdf',
      contentType: await sniffContentType(second),
      size: second.length,
      note: 'Staff names removed from section 4.',
      at: at(6),
    },
    second,
    time.by(teamId, when(6)),
  );

  const letter = await upload('Engagement letter.pdf', ['Engagement letter', name, 'Signed copy for your files.'], 20);
  await change(letter, 'share', 'Your signed engagement letter, for your files.', 20);
  return 3;
}
