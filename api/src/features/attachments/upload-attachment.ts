import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { AttachmentEvent, EventStore, UploadAttachment } from '@dealbook/contracts';
import type { Kysely } from 'kysely';
import { findMissingRecords, type ReadModelDatabase } from '@dealbook/projections';
import type { CommandMetadata, CommandOutcome } from '../../kernel/event-sourcing/execute-command.js';
import type { FileStore } from '../../infra/files/file-store.port.js';
import { attachmentDecider, linkRefsOf } from './attachment.decider.js';
import { foldAttachment, recordWithFile } from './record-with-file.js';

const logger = new Logger('Attachments');

/**
 * Where an attachment's bytes live: made from its id and file version, never from the uploaded
 * name. Version 1 keeps the key every attachment had before versions existed, so stored files
 * stay where they are; later versions sit beside it (keys allow no dots: `-v2-…`), each upload
 * under a key of its own, so two resubmissions racing for version 2 never write the same file
 * and the one that loses removes only its own.
 */
export const attachmentStorageKey = (attachmentId: string, fileVersion = 1) =>
  fileVersion === 1
    ? `attachments/${attachmentId}`
    : `attachments/${attachmentId}-v${fileVersion}-${randomBytes(6).toString('hex')}`;

/** Decided first (a refused upload stores nothing), then file first, then the record (recordWithFile). */
export async function uploadAttachment(
  { store, files, db }: { store: EventStore; files: FileStore; db: Kysely<ReadModelDatabase> },
  upload: Omit<UploadAttachment, 'type' | 'unknownLinks'>,
  bytes: Buffer,
  metadata: CommandMetadata,
): Promise<CommandOutcome<AttachmentEvent>> {
  const { state, version } = await foldAttachment(store, upload.attachmentId);
  const unknownLinks = await findMissingRecords(db, linkRefsOf(upload.links));
  const events = attachmentDecider.decide({ type: 'UploadAttachment', ...upload, unknownLinks }, state);
  return recordWithFile(
    { store, files, logger },
    { attachmentId: upload.attachmentId, version, events, metadata },
    { storageKey: upload.storageKey, bytes, contentType: upload.contentType, size: upload.size },
  );
}
