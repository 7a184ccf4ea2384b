import type { UpdateUser, UserEvent } from '@dealbook/contracts';
import { countOtherActiveSuperadmins } from '@dealbook/projections';
import type { LookUpAndRun } from '../../kernel/event-sourcing/commands.js';
import type { CommandMetadata, CommandOutcome } from '../../kernel/event-sourcing/execute-command.js';
import { userDecider } from './user.decider.js';

export async function updateUser(
  { db, commands }: LookUpAndRun,
  update: Omit<UpdateUser, 'type' | 'otherSuperadmins'>,
  metadata: CommandMetadata,
  expectedVersion?: number,
): Promise<CommandOutcome<UserEvent>> {
  const otherSuperadmins = await countOtherActiveSuperadmins(db, update.userId);
  return commands.execute(userDecider, {
    command: { type: 'UpdateUser', ...update, otherSuperadmins },
    metadata,
    expectedVersion,
  });
}
