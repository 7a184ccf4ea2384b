import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, PurchaseChanges, PurchaseEvent } from '@dealbook/contracts';
import {
  commandTime,
  executeCommand,
  type CommandMetadata,
  type CommandOutcome,
} from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { purchaseDecider } from './purchase.decider.js';

export class UpdatePurchaseCommand extends Command<CommandOutcome<PurchaseEvent>> {
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

  execute({
    purchaseId,
    changes,
    metadata,
    expectedVersion,
  }: UpdatePurchaseCommand): Promise<CommandOutcome<PurchaseEvent>> {
    return executeCommand(this.store, purchaseDecider, {
      command: { type: 'UpdatePurchase', purchaseId, changes, at: commandTime(metadata).toISOString() },
      metadata,
      expectedVersion,
    });
  }
}
