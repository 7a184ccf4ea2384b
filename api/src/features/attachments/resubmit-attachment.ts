import { Logger } from '@nestjs/common';
import type { AttachmentEvent, EventStore, ResubmitAttachment } from '@dealbook/contracts';
import type { CommandMetadata, CommandOutcome } from '../../kernel/event-sourcing/execute-command.js';
import type { FileStore } from '../../infra/files/file-store.port.js';
import { attachmentDecider } from './attachment.decider.js';
import { foldAttachment, recordWithFile } from './record-with-file.js';
import { attachmentStorageKey } from './upload-attachment.js';

const logger = new Logger('Attachments');

/**
 * A new version of a document's file, submitted to the client again. As the upload: decided
 * first (a refused resubmission stores nothing), then the bytes under the new version's own key,
 * then the event (recordWithFile); the earlier versions are never touched.
 */
export async function resubmitAttachment(
  { store, files }: { store: EventStore; files: FileStore },
  resubmission: Omit<ResubmitAttachment, 'type' | 'storageKey'>,
  bytes: Buffer,
  metadata: CommandMetadata,
): Promise<CommandOutcome<AttachmentEvent>> {
  const { attachmentId, contentType, size } = resubmission;
  const { state, version } = await foldAttachment(store, attachmentId);
  const storageKey = attachmentStorageKey(attachmentId, state.fileVersion + 1);
  const events = attachmentDecider.decide({ type: 'ResubmitAttachment', ...resubmission, storageKey }, state);
  return recordWithFile(
    { store, files, logger },
    { attachmentId, version, events, metadata },
    { storageKey, bytes, contentType, size },
  );
}
