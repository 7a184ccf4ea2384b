import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ChangeAttendee, EventStore } from '@dealbook/contracts';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { executeCrmEventCommand, type CrmEventCommandOutcome } from './execute-crm-event-command.js';

export class ChangeAttendeeCommand extends Command<CrmEventCommandOutcome> {
  constructor(
    readonly command: Omit<ChangeAttendee, 'type'>,
    readonly metadata: CommandMetadata,
    /** The version the caller last read (If-Match); absent means "whatever is current". */
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

/** An attendee's status or responded tick, from the attendee grid. */
@CommandHandler(ChangeAttendeeCommand)
export class ChangeAttendeeHandler implements ICommandHandler<ChangeAttendeeCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ command, metadata, expectedVersion }: ChangeAttendeeCommand): Promise<CrmEventCommandOutcome> {
    return executeCrmEventCommand(this.store, { type: 'ChangeAttendee', ...command }, metadata, expectedVersion);
  }
}
