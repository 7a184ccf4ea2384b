import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommunicationEvent, EventStore } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { communicationDecider } from './communication.decider.js';

export class DeleteCommunicationCommand extends Command<CommandOutcome<CommunicationEvent>> {
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
    return executeCommand(this.store, communicationDecider, {
      command: { type: 'DeleteCommunication', communicationId },
      metadata,
      expectedVersion,
    });
  }
}
