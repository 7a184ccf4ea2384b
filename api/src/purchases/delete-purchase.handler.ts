import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@dealbook/contracts';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { executePurchaseCommand, type PurchaseCommandOutcome } from './execute-purchase-command.js';

export class DeletePurchaseCommand extends Command<PurchaseCommandOutcome> {
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

  execute({ purchaseId, metadata, expectedVersion }: DeletePurchaseCommand): Promise<PurchaseCommandOutcome> {
    return executePurchaseCommand(this.store, { type: 'DeletePurchase', purchaseId }, metadata, expectedVersion);
  }
}
