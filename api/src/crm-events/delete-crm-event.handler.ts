import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DeleteCrmEvent, EventStore } from '@dealbook/contracts';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { executeCrmEventCommand, type CrmEventCommandOutcome } from './execute-crm-event-command.js';

export class DeleteCrmEventCommand extends Command<CrmEventCommandOutcome> {
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

  execute({ command, metadata, expectedVersion }: DeleteCrmEventCommand): Promise<CrmEventCommandOutcome> {
    return executeCrmEventCommand(this.store, { type: 'DeleteCrmEvent', ...command }, metadata, expectedVersion);
  }
}
