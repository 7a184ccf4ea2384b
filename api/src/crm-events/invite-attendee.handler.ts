import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { InviteAttendee, EventStore } from '@dealbook/contracts';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { executeCrmEventCommand, type CrmEventCommandOutcome } from './execute-crm-event-command.js';

export class InviteAttendeeCommand extends Command<CrmEventCommandOutcome> {
  constructor(
    readonly command: Omit<InviteAttendee, 'type'>,
    readonly metadata: CommandMetadata,
    /** The version the caller last read (If-Match); absent means "whatever is current". */
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

/** Adds one contact to the attendees. */
@CommandHandler(InviteAttendeeCommand)
export class InviteAttendeeHandler implements ICommandHandler<InviteAttendeeCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ command, metadata, expectedVersion }: InviteAttendeeCommand): Promise<CrmEventCommandOutcome> {
    return executeCrmEventCommand(this.store, { type: 'InviteAttendee', ...command }, metadata, expectedVersion);
  }
}
