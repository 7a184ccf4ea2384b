import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CrmEventEvent, DeleteCrmEvent, EventStore } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { crmEventDecider } from './crm-event.decider.js';

export class DeleteCrmEventCommand extends Command<CommandOutcome<CrmEventEvent>> {
  constructor(
    readonly command: Omit<DeleteCrmEvent, 'type'>,
    readonly metadata: CommandMetadata,
    /** The version the caller last read (If-Match); absent means "whatever is current". */
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

/** Deletes the event; its history stays. */
@CommandHandler(DeleteCrmEventCommand)
export class DeleteCrmEventHandler implements ICommandHandler<DeleteCrmEventCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ command, metadata, expectedVersion }: DeleteCrmEventCommand): Promise<CommandOutcome<CrmEventEvent>> {
    return executeCommand(this.store, crmEventDecider, {
      command: { type: 'DeleteCrmEvent', ...command },
      metadata,
      expectedVersion,
    });
  }
}
