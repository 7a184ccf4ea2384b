import { Logger } from '@nestjs/common';
import type { AttachmentEvent, EventStore } from '@dealbook/contracts';
import {
  executeCommand,
  type CommandMetadata,
  type CommandOutcome,
} from '../../kernel/event-sourcing/execute-command.js';
import type { FileStore } from '../../infra/files/file-store.port.js';
import { attachmentDecider, attachmentStreamId } from './attachment.decider.js';

const logger = new Logger('Attachments');

/**
 * Records the deletion, then removes the bytes: only after the event has committed, so a refused
 * delete (409, 404) never loses a file. Every version's file goes, as the log lists them (a
 * resubmitted document has several). A file left behind by a failed removal is only logged.
 */
export async function deleteAttachment(
  { store, files }: { store: EventStore; files: FileStore },
  attachmentId: string,
  metadata: CommandMetadata,
  expectedVersion?: number,
): Promise<CommandOutcome<AttachmentEvent>> {
  const outcome = await executeCommand(store, attachmentDecider, {
    command: { type: 'DeleteAttachment', attachmentId },
    metadata,
    expectedVersion,
  });
  if (!outcome.events.some((event) => event.type === 'AttachmentDeleted')) return outcome;
  for (const key of await storedVersions(store, attachmentId)) {
    await files.delete(key).catch((error: unknown) => {
      logger.warn(`Attachment ${attachmentId} deleted but its file ${key} stays: ${String(error)}`);
    });
  }
  return outcome;
}

/** Every file version the attachment ever stored (upload, then each resubmission), from its log. */
async function storedVersions(store: EventStore, attachmentId: string): Promise<string[]> {
  const history = await store.readStream<AttachmentEvent>(attachmentStreamId(attachmentId));
  const keys = history.flatMap((recorded) => {
    const event = { type: recorded.type, data: recorded.data } as AttachmentEvent;
    return event.type === 'AttachmentUploaded' || event.type === 'AttachmentResubmitted' ? [event.data.storageKey] : [];
  });
  return [...new Set(keys)];
}
