import type { TaskEvent, TaskFields, TaskLinkType } from '@dealbook/contracts';
import type { LookUpAndRun } from '../../kernel/event-sourcing/commands.js';
import type { CommandMetadata, CommandOutcome } from '../../kernel/event-sourcing/execute-command.js';
import { lookUpTask } from './task-lookups.js';
import { taskDecider } from './task.decider.js';

export async function updateTask(
  { db, commands }: LookUpAndRun,
  taskId: string,
  changes: Partial<TaskFields>,
  links: Partial<Record<TaskLinkType, string[]>>,
  metadata: CommandMetadata,
  expectedVersion?: number,
): Promise<CommandOutcome<TaskEvent>> {
  const refs = (Object.entries(links) as [TaskLinkType, string[]][]).flatMap(([type, ids]) =>
    ids.map((id) => ({ type, id })),
  );
  const lookups = await lookUpTask(db, changes.assignedTo ?? [], refs);
  return commands.execute(taskDecider, {
    command: { type: 'UpdateTask', taskId, changes, links, lookups },
    metadata,
    expectedVersion,
  });
}
