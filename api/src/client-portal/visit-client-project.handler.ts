import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, UserEvent, VisitClientProject } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { userDecider } from '../users/user.decider.js';

export class VisitClientProjectCommand extends Command<CommandOutcome<UserEvent>> {
  constructor(
    readonly visit: Omit<VisitClientProject, 'type'>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

/** Unconditional (no If-Match): opening a page must never fail because another tab visited too. */
@CommandHandler(VisitClientProjectCommand)
export class VisitClientProjectHandler implements ICommandHandler<VisitClientProjectCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ visit, metadata }: VisitClientProjectCommand): Promise<CommandOutcome<UserEvent>> {
    return executeCommand(this.store, userDecider, { command: { type: 'VisitClientProject', ...visit }, metadata });
  }
}
