import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { EventStore, InviteUser, RegisterUser, UserEvent } from '@dealbook/contracts';
import { findUserByEmail, type ReadModelDatabase } from '@dealbook/projections';
import { DomainError } from '../common/errors/domain-error.js';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { userDecider } from './user.decider.js';

/** Registers an active user (POST /api/user) or invites a pending one (built-in directory). */
export class RegisterUserCommand extends Command<CommandOutcome<UserEvent>> {
  constructor(
    readonly command: RegisterUser | InviteUser,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ command, metadata }: RegisterUserCommand): Promise<CommandOutcome<UserEvent>> {
    // A best-effort uniqueness check on the read model: two simultaneous registrations of one
    // address are not expected from the administrators who register users.
    if (await findUserByEmail(this.db, command.email)) {
      throw new DomainError('conflict', `A user with the e-mail ${command.email} already exists`, {
        email: 'already belongs to a user',
      });
    }
    return executeCommand(this.store, userDecider, { command, metadata, expectedVersion: 0 });
  }
}
