import type { RecordRef, TaskEvent, TaskFields } from '@dealbook/contracts';
import type { LookUpAndRun } from '../../kernel/event-sourcing/commands.js';
import type { CommandMetadata, CommandOutcome } from '../../kernel/event-sourcing/execute-command.js';
import { lookUpTask } from './task-lookups.js';
import { taskDecider } from './task.decider.js';

export async function createTask(
  { db, commands }: LookUpAndRun,
  taskId: string,
  fields: TaskFields,
  links: RecordRef[],
  metadata: CommandMetadata,
): Promise<CommandOutcome<TaskEvent>> {
  const lookups = await lookUpTask(db, fields.assignedTo, links);
  return commands.execute(taskDecider, {
    command: { type: 'CreateTask', taskId, fields, links, lookups },
    metadata,
    expectedVersion: 0,
  });
}
