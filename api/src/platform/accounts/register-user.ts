import type { InviteUser, RegisterUser, UserEvent } from '@dealbook/contracts';
import { findUserByEmail } from '@dealbook/projections';
import { DomainError } from '../../kernel/errors/domain-error.js';
import type { LookUpAndRun } from '../../kernel/event-sourcing/commands.js';
import type { CommandMetadata, CommandOutcome } from '../../kernel/event-sourcing/execute-command.js';
import { userDecider } from './user.decider.js';

/** Registers an active user (POST /api/user) or invites a pending one (built-in directory). */
export async function registerUser(
  { db, commands }: LookUpAndRun,
  command: RegisterUser | InviteUser,
  metadata: CommandMetadata,
): Promise<CommandOutcome<UserEvent>> {
  // A best-effort uniqueness check on the read model: two simultaneous registrations of one
  // address are not expected from the administrators who register users.
  if (await findUserByEmail(db, command.email)) {
    throw new DomainError('conflict', `A user with the e-mail ${command.email} already exists`, {
      email: 'already belongs to a user',
    });
  }
  return commands.execute(userDecider, { command, metadata, expectedVersion: 0 });
}
