import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@dealbook/contracts';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { executeUserCommand, type UserCommandOutcome } from './execute-user-command.js';

/** An invited user followed their sign-up link: they become active. */
export class ActivateInvitedUserCommand extends Command<UserCommandOutcome> {
  constructor(
    readonly userId: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(ActivateInvitedUserCommand)
export class ActivateInvitedUserHandler implements ICommandHandler<ActivateInvitedUserCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ userId, metadata }: ActivateInvitedUserCommand): Promise<UserCommandOutcome> {
    return executeUserCommand(this.store, { type: 'ActivateInvitedUser', userId }, metadata);
  }
}
