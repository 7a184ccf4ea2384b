import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@dealbook/contracts';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { executeCommunicationCommand, type CommunicationCommandOutcome } from './execute-communication-command.js';

export class DeleteCommunicationCommand extends Command<CommunicationCommandOutcome> {
  constructor(
    readonly communicationId: string,
    readonly metadata: CommandMetadata,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

@CommandHandler(DeleteCommunicationCommand)
export class DeleteCommunicationHandler implements ICommandHandler<DeleteCommunicationCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ communicationId, metadata, expectedVersion }: DeleteCommunicationCommand) {
    return executeCommunicationCommand(
      this.store,
      { type: 'DeleteCommunication', communicationId },
      metadata,
      expectedVersion,
    );
  }
}
