import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CrmEventEvent, EventStore, UpdateCrmEvent } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { crmEventDecider } from './crm-event.decider.js';

export class UpdateCrmEventCommand extends Command<CommandOutcome<CrmEventEvent>> {
  constructor(
    readonly command: Omit<UpdateCrmEvent, 'type'>,
    readonly metadata: CommandMetadata,
    /** The version the caller last read (If-Match); absent means "whatever is current". */
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

/** Form edits, a status change and, from a whole-record PUT, the attendee list. */
@CommandHandler(UpdateCrmEventCommand)
export class UpdateCrmEventHandler implements ICommandHandler<UpdateCrmEventCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ command, metadata, expectedVersion }: UpdateCrmEventCommand): Promise<CommandOutcome<CrmEventEvent>> {
    return executeCommand(this.store, crmEventDecider, {
      command: { type: 'UpdateCrmEvent', ...command },
      metadata,
      expectedVersion,
    });
  }
}
