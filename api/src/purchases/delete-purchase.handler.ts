import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, PurchaseEvent } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { purchaseDecider } from './purchase.decider.js';

export class DeletePurchaseCommand extends Command<CommandOutcome<PurchaseEvent>> {
  constructor(
    readonly purchaseId: string,
    readonly metadata: CommandMetadata,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

@CommandHandler(DeletePurchaseCommand)
export class DeletePurchaseHandler implements ICommandHandler<DeletePurchaseCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ purchaseId, metadata, expectedVersion }: DeletePurchaseCommand): Promise<CommandOutcome<PurchaseEvent>> {
    return executeCommand(this.store, purchaseDecider, {
      command: { type: 'DeletePurchase', purchaseId },
      metadata,
      expectedVersion,
    });
  }
}
