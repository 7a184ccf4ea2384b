import { ServiceUnavailableException, type Logger } from '@nestjs/common';
import type { AttachmentEvent, EventStore, RecordedEvent } from '@dealbook/contracts';
import { toNewEvents, type CommandMetadata, type CommandOutcome } from '../../kernel/event-sourcing/execute-command.js';
import type { FileStore } from '../../infra/files/file-store.port.js';
import { attachmentDecider, attachmentStreamId } from './attachment.decider.js';
import { foldEvents } from '../../kernel/event-sourcing/decider.js';

/** An attachment's stream as read, folded: the state a file command is decided on, and its version. */
export async function foldAttachment(store: EventStore, attachmentId: string) {
  const history = await store.readStream<AttachmentEvent>(attachmentStreamId(attachmentId));
  const state = foldEvents(attachmentDecider, history);
  return { state, version: history.at(-1)?.streamVersion ?? 0 };
}

export interface FileToStore {
  storageKey: string;
  bytes: Buffer;
  contentType: string;
  size: number;
}

/**
 * File first, then the record: the bytes are written, and only then are the decided events
 * appended at the version read. A failed write records nothing; a failed append (a lost race
 * included) removes the file again, whose key is this upload's own. So no attachment ever points
 * at missing bytes and no upload leaves a half-written record.
 */
export async function recordWithFile(
  io: { store: EventStore; files: FileStore; logger: Logger },
  write: { attachmentId: string; version: number; events: AttachmentEvent[]; metadata: CommandMetadata },
  file: FileToStore,
): Promise<CommandOutcome<AttachmentEvent>> {
  try {
    await io.files.put(file.storageKey, file.bytes, { contentType: file.contentType, size: file.size });
  } catch (error) {
    io.logger.error(`Storing ${file.storageKey} failed: ${error instanceof Error ? error.message : error}`);
    throw new ServiceUnavailableException('The file store could not save the file; nothing was recorded. Try again.');
  }
  try {
    const result = await io.store.append(
      attachmentStreamId(write.attachmentId),
      toNewEvents(write.events, attachmentDecider.events, write.metadata),
      { expectedVersion: write.version },
    );
    return { version: result.nextExpectedVersion, events: result.events as RecordedEvent<AttachmentEvent>[] };
  } catch (error) {
    await io.files.delete(file.storageKey).catch((cleanup: unknown) => {
      io.logger.error(`Could not remove ${file.storageKey} after a failed write: ${String(cleanup)}`);
    });
    throw error;
  }
}
