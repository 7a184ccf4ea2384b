import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ScheduleCrmEvent, EventStore } from '@dealbook/contracts';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { executeCrmEventCommand, type CrmEventCommandOutcome } from './execute-crm-event-command.js';

export class ScheduleCrmEventCommand extends Command<CrmEventCommandOutcome> {
  constructor(
    readonly command: Omit<ScheduleCrmEvent, 'type'>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

/** A new event with its first attendees. */
@CommandHandler(ScheduleCrmEventCommand)
export class ScheduleCrmEventHandler implements ICommandHandler<ScheduleCrmEventCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ command, metadata }: ScheduleCrmEventCommand): Promise<CrmEventCommandOutcome> {
    // The id was drawn for this event: a new stream, nothing to read (version 0 guards it).
    return executeCrmEventCommand(this.store, { type: 'ScheduleCrmEvent', ...command }, metadata, 0);
  }
}
