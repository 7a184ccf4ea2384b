import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, SetUserTargets, UserEvent } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { userDecider } from '../users/user.decider.js';

export class SetUserTargetsCommand extends Command<CommandOutcome<UserEvent>> {
  constructor(
    readonly command: SetUserTargets,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

/** A manager sets a member's targets: an event on the member's stream (the user decider rules). */
@CommandHandler(SetUserTargetsCommand)
export class SetUserTargetsHandler implements ICommandHandler<SetUserTargetsCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ command, metadata }: SetUserTargetsCommand): Promise<CommandOutcome<UserEvent>> {
    return executeCommand(this.store, userDecider, { command, metadata });
  }
}
