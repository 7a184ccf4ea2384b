import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, UserEvent, ViewRecord } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { userDecider } from './user.decider.js';

export class RecordViewedCommand extends Command<CommandOutcome<UserEvent>> {
  constructor(
    readonly view: Omit<ViewRecord, 'type'>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

/** Unconditional (no If-Match): viewing a record must never fail because another tab saved. */
@CommandHandler(RecordViewedCommand)
export class RecordViewedHandler implements ICommandHandler<RecordViewedCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ view, metadata }: RecordViewedCommand): Promise<CommandOutcome<UserEvent>> {
    return executeCommand(this.store, userDecider, { command: { type: 'ViewRecord', ...view }, metadata });
  }
}
