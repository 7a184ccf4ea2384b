import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, ViewRecord } from '@dealbook/contracts';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { executeUserCommand, type UserCommandOutcome } from './execute-user-command.js';

export class RecordViewedCommand extends Command<UserCommandOutcome> {
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

  execute({ view, metadata }: RecordViewedCommand): Promise<UserCommandOutcome> {
    return executeUserCommand(this.store, { type: 'ViewRecord', ...view }, metadata);
  }
}
