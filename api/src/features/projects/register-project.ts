import type { ProjectEvent, ProjectFields } from '@dealbook/contracts';
import type { LookUpAndRun } from '../../kernel/event-sourcing/commands.js';
import type { CommandMetadata, CommandOutcome } from '../../kernel/event-sourcing/execute-command.js';
import { lookUpProject, nextProjectReference } from './project-lookups.js';
import { projectDecider } from './project.decider.js';

export async function registerProject(
  { db, commands }: LookUpAndRun,
  projectId: string,
  fields: ProjectFields,
  metadata: CommandMetadata,
): Promise<CommandOutcome<ProjectEvent>> {
  // The creator owns what they create unless the body names an owner.
  const owned = { ...fields, owner: fields.owner ?? metadata.actorId };
  const lookups = await lookUpProject(db, owned);
  // Judged before a reference is drawn, so a refused body does not use up a number.
  projectDecider.decide(
    { type: 'RegisterProject', projectId, reference: '', fields: owned, lookups },
    projectDecider.initialState,
  );
  const reference = await nextProjectReference(db);
  return commands.execute(projectDecider, {
    command: { type: 'RegisterProject', projectId, reference, fields: owned, lookups },
    metadata,
    expectedVersion: 0,
  });
}
