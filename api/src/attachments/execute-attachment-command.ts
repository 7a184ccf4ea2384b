import {
  AttachmentEventSchemaVersions,
  streamId,
  type AttachmentCommand,
  type AttachmentEvent,
  type EventStore,
} from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { attachmentDecider } from './attachment.decider.js';

export type AttachmentCommandOutcome = CommandOutcome<AttachmentEvent>;

export const attachmentStreamId = (attachmentId: string) => streamId('attachment', attachmentId);

/** Where an attachment's bytes live: made from its id, never from the uploaded name. */
export const attachmentStorageKey = (attachmentId: string) => `attachments/${attachmentId}`;

export function executeAttachmentCommand(
  store: EventStore,
  command: AttachmentCommand,
  metadata: CommandMetadata,
  expectedVersion?: number,
): Promise<AttachmentCommandOutcome> {
  return executeCommand(store, attachmentDecider, {
    streamId: attachmentStreamId(command.attachmentId),
    command,
    metadata,
    expectedVersion,
    schemaVersions: AttachmentEventSchemaVersions,
  });
}
