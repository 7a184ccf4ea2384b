import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RemoveAttendee, EventStore } from '@dealbook/contracts';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { executeCrmEventCommand, type CrmEventCommandOutcome } from './execute-crm-event-command.js';

export class RemoveAttendeeCommand extends Command<CrmEventCommandOutcome> {
  constructor(
    readonly command: Omit<RemoveAttendee, 'type'>,
    readonly metadata: CommandMetadata,
    /** The version the caller last read (If-Match); absent means "whatever is current". */
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

/** Takes one contact off the attendees. */
@CommandHandler(RemoveAttendeeCommand)
export class RemoveAttendeeHandler implements ICommandHandler<RemoveAttendeeCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ command, metadata, expectedVersion }: RemoveAttendeeCommand): Promise<CrmEventCommandOutcome> {
    return executeCrmEventCommand(this.store, { type: 'RemoveAttendee', ...command }, metadata, expectedVersion);
  }
}
