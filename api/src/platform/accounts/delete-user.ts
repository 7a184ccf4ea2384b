import type { UserCommandActor, UserEvent } from '@dealbook/contracts';
import { countOtherActiveSuperadmins } from '@dealbook/projections';
import type { LookUpAndRun } from '../../kernel/event-sourcing/commands.js';
import type { CommandMetadata, CommandOutcome } from '../../kernel/event-sourcing/execute-command.js';
import { userDecider } from './user.decider.js';

export async function deleteUser(
  { db, commands }: LookUpAndRun,
  userId: string,
  actor: UserCommandActor,
  metadata: CommandMetadata,
  expectedVersion?: number,
): Promise<CommandOutcome<UserEvent>> {
  const otherSuperadmins = await countOtherActiveSuperadmins(db, userId);
  return commands.execute(userDecider, {
    command: { type: 'DeleteUser', userId, actor, otherSuperadmins },
    metadata,
    expectedVersion,
  });
}
