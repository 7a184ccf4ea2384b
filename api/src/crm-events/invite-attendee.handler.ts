import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CrmEventEvent, EventStore, InviteAttendee } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { crmEventDecider } from './crm-event.decider.js';

export class InviteAttendeeCommand extends Command<CommandOutcome<CrmEventEvent>> {
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

  execute({ command, metadata, expectedVersion }: InviteAttendeeCommand): Promise<CommandOutcome<CrmEventEvent>> {
    return executeCommand(this.store, crmEventDecider, {
      command: { type: 'InviteAttendee', ...command },
      metadata,
      expectedVersion,
    });
  }
}
