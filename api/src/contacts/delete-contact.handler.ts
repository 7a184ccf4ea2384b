import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@dealbook/contracts';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { executeContactCommand, type ContactCommandOutcome } from './execute-contact-command.js';

export class DeleteContactCommand extends Command<ContactCommandOutcome> {
  constructor(
    readonly contactId: string,
    readonly metadata: CommandMetadata,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

@CommandHandler(DeleteContactCommand)
export class DeleteContactHandler implements ICommandHandler<DeleteContactCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ contactId, metadata, expectedVersion }: DeleteContactCommand): Promise<ContactCommandOutcome> {
    return executeContactCommand(this.store, { type: 'DeleteContact', contactId }, metadata, expectedVersion);
  }
}
