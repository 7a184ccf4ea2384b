import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ChangeAttendee, CrmEventEvent, EventStore } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { crmEventDecider } from './crm-event.decider.js';

export class ChangeAttendeeCommand extends Command<CommandOutcome<CrmEventEvent>> {
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

  execute({ command, metadata, expectedVersion }: ChangeAttendeeCommand): Promise<CommandOutcome<CrmEventEvent>> {
    return executeCommand(this.store, crmEventDecider, {
      command: { type: 'ChangeAttendee', ...command },
      metadata,
      expectedVersion,
    });
  }
}
