import {
  ContactEventSchemaVersions,
  streamId,
  type ContactCommand,
  type ContactEvent,
  type EventStore,
} from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { contactDecider } from './contact.decider.js';

export type ContactCommandOutcome = CommandOutcome<ContactEvent>;

export const contactStreamId = (contactId: string) => streamId('contact', contactId);

/** Runs one contact command through the shared write path on the contact's own stream. */
export function executeContactCommand(
  store: EventStore,
  command: ContactCommand,
  metadata: CommandMetadata,
  expectedVersion?: number,
): Promise<ContactCommandOutcome> {
  return executeCommand(store, contactDecider, {
    streamId: contactStreamId(command.contactId),
    command,
    metadata,
    expectedVersion,
    schemaVersions: ContactEventSchemaVersions,
  });
}
