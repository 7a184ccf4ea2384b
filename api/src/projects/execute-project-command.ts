import {
  ProjectEventSchemaVersions,
  streamId,
  type EventStore,
  type ProjectCommand,
  type ProjectEvent,
} from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { projectDecider } from './project.decider.js';

export type ProjectCommandOutcome = CommandOutcome<ProjectEvent>;

export const projectStreamId = (projectId: string) => streamId('project', projectId);

/** Runs one project command through the shared write path on the project's own stream. */
export function executeProjectCommand(
  store: EventStore,
  command: ProjectCommand,
  metadata: CommandMetadata,
  expectedVersion?: number,
): Promise<ProjectCommandOutcome> {
  return executeCommand(store, projectDecider, {
    streamId: projectStreamId(command.projectId),
    command,
    metadata,
    expectedVersion,
    schemaVersions: ProjectEventSchemaVersions,
  });
}
