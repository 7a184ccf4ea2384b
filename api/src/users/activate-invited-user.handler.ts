import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, UserEvent } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { userDecider } from './user.decider.js';

/** An invited user followed their sign-up link: they become active. */
export class ActivateInvitedUserCommand extends Command<CommandOutcome<UserEvent>> {
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

  execute({ userId, metadata }: ActivateInvitedUserCommand): Promise<CommandOutcome<UserEvent>> {
    return executeCommand(this.store, userDecider, { command: { type: 'ActivateInvitedUser', userId }, metadata });
  }
}
