import {
  CommunicationEventSchemaVersions,
  streamId,
  type CommunicationCommand,
  type CommunicationEvent,
  type EventStore,
} from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { communicationDecider } from './communication.decider.js';

export type CommunicationCommandOutcome = CommandOutcome<CommunicationEvent>;

export const communicationStreamId = (communicationId: string) => streamId('communication', communicationId);

/** Runs one communication command through the shared write path on its own stream. */
export function executeCommunicationCommand(
  store: EventStore,
  command: CommunicationCommand,
  metadata: CommandMetadata,
  expectedVersion?: number,
): Promise<CommunicationCommandOutcome> {
  return executeCommand(store, communicationDecider, {
    streamId: communicationStreamId(command.communicationId),
    command,
    metadata,
    expectedVersion,
    schemaVersions: CommunicationEventSchemaVersions,
  });
}
