import type { ProjectEvent, ProjectFields } from '@dealbook/contracts';
import type { LookUpAndRun } from '../../kernel/event-sourcing/commands.js';
import type { CommandMetadata, CommandOutcome } from '../../kernel/event-sourcing/execute-command.js';
import { lookUpProject } from './project-lookups.js';
import { projectDecider } from './project.decider.js';

export async function updateProject(
  { db, commands }: LookUpAndRun,
  projectId: string,
  changes: Partial<ProjectFields>,
  metadata: CommandMetadata,
  /** The version the editor loaded (If-Match); absent means "whatever is current". */
  expectedVersion?: number,
): Promise<CommandOutcome<ProjectEvent>> {
  const lookups = await lookUpProject(db, changes);
  return commands.execute(projectDecider, {
    command: { type: 'UpdateProject', projectId, changes, lookups },
    metadata,
    expectedVersion,
  });
}
