import {
  TaskEventSchemaVersions,
  streamId,
  type EventStore,
  type TaskCommand,
  type TaskEvent,
} from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { taskDecider } from './task.decider.js';

export type TaskCommandOutcome = CommandOutcome<TaskEvent>;

export const taskStreamType = 'task';
export const taskStreamId = (taskId: string) => streamId(taskStreamType, taskId);

export function executeTaskCommand(
  store: EventStore,
  command: TaskCommand,
  metadata: CommandMetadata,
  expectedVersion?: number,
): Promise<TaskCommandOutcome> {
  return executeCommand(store, taskDecider, {
    streamId: taskStreamId(command.taskId),
    command,
    metadata,
    expectedVersion,
    schemaVersions: TaskEventSchemaVersions,
  });
}
