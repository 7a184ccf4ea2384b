import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CrmEventEvent, EventStore, RemoveAttendee } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { crmEventDecider } from './crm-event.decider.js';

export class RemoveAttendeeCommand extends Command<CommandOutcome<CrmEventEvent>> {
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

  execute({ command, metadata, expectedVersion }: RemoveAttendeeCommand): Promise<CommandOutcome<CrmEventEvent>> {
    return executeCommand(this.store, crmEventDecider, {
      command: { type: 'RemoveAttendee', ...command },
      metadata,
      expectedVersion,
    });
  }
}
