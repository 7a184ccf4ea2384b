import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ChangeTeamMemberItem, EventStore, UserEvent } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { userDecider } from './user.decider.js';

export class ChangeTeamMemberItemCommand extends Command<CommandOutcome<UserEvent>> {
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

  execute({ change, metadata }: ChangeTeamMemberItemCommand): Promise<CommandOutcome<UserEvent>> {
    return executeCommand(this.store, userDecider, { command: change, metadata });
  }
}
