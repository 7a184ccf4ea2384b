import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CrmEventEvent, EventStore, ScheduleCrmEvent } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { crmEventDecider } from './crm-event.decider.js';

export class ScheduleCrmEventCommand extends Command<CommandOutcome<CrmEventEvent>> {
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

  execute({ command, metadata }: ScheduleCrmEventCommand): Promise<CommandOutcome<CrmEventEvent>> {
    // The id was drawn for this event: a new stream, nothing to read (version 0 guards it).
    return executeCommand(this.store, crmEventDecider, {
      command: { type: 'ScheduleCrmEvent', ...command },
      metadata,
      expectedVersion: 0,
    });
  }
}
