import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, PurchaseChanges } from '@dealbook/contracts';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { executePurchaseCommand, type PurchaseCommandOutcome } from './execute-purchase-command.js';

export class UpdatePurchaseCommand extends Command<PurchaseCommandOutcome> {
  constructor(
    readonly purchaseId: string,
    readonly changes: PurchaseChanges,
    readonly metadata: CommandMetadata,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

@CommandHandler(UpdatePurchaseCommand)
export class UpdatePurchaseHandler implements ICommandHandler<UpdatePurchaseCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ purchaseId, changes, metadata, expectedVersion }: UpdatePurchaseCommand): Promise<PurchaseCommandOutcome> {
    return executePurchaseCommand(
      this.store,
      { type: 'UpdatePurchase', purchaseId, changes, at: new Date().toISOString() },
      metadata,
      expectedVersion,
    );
  }
}
