import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ContactEvent, EventStore } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { contactDecider } from './contact.decider.js';

export class DeleteContactCommand extends Command<CommandOutcome<ContactEvent>> {
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

  execute({ contactId, metadata, expectedVersion }: DeleteContactCommand): Promise<CommandOutcome<ContactEvent>> {
    return executeCommand(this.store, contactDecider, {
      command: { type: 'DeleteContact', contactId },
      metadata,
      expectedVersion,
    });
  }
}
