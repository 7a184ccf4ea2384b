import {
  streamId,
  UserEventSchemaVersions,
  userStreamType,
  type EventStore,
  type UserCommand,
  type UserEvent,
} from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { userDecider } from './user.decider.js';

export type UserCommandOutcome = CommandOutcome<UserEvent>;

export const userStreamId = (userId: string) => streamId(userStreamType, userId);

/** Runs one user command through the shared write path on the user's own stream. */
export function executeUserCommand(
  store: EventStore,
  command: UserCommand,
  metadata: CommandMetadata,
  expectedVersion?: number,
): Promise<UserCommandOutcome> {
  return executeCommand(store, userDecider, {
    streamId: userStreamId(command.userId),
    command,
    metadata,
    expectedVersion,
    schemaVersions: UserEventSchemaVersions,
  });
}
