import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ChangeTeamMemberItem, EventStore } from '@dealbook/contracts';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { executeUserCommand, type UserCommandOutcome } from './execute-user-command.js';

export class ChangeTeamMemberItemCommand extends Command<UserCommandOutcome> {
  constructor(
    readonly change: ChangeTeamMemberItem,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

/** Adds or removes one id of a team member's list; concurrent adds of different ids both land. */
@CommandHandler(ChangeTeamMemberItemCommand)
export class ChangeTeamMemberItemHandler implements ICommandHandler<ChangeTeamMemberItemCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ change, metadata }: ChangeTeamMemberItemCommand): Promise<UserCommandOutcome> {
    return executeUserCommand(this.store, change, metadata);
  }
}
