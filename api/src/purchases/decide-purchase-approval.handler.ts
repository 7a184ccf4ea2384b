import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ClientDecision, EventStore, PurchaseEvent } from '@dealbook/contracts';
import {
  commandTime,
  executeCommand,
  type CommandMetadata,
  type CommandOutcome,
} from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { purchaseDecider } from './purchase.decider.js';

/** The client's decision on a purchaser submitted to them (issue 14). */
export class DecidePurchaseApprovalCommand extends Command<CommandOutcome<PurchaseEvent>> {
  constructor(
    readonly purchaseId: string,
    readonly decision: ClientDecision,
    readonly comment: string,
    readonly metadata: CommandMetadata,
    /** When the client decided (ISO); now unless a seed dates it in the past. */
    readonly at: string = commandTime(metadata).toISOString(),
  ) {
    super();
  }
}

@CommandHandler(DecidePurchaseApprovalCommand)
export class DecidePurchaseApprovalHandler implements ICommandHandler<DecidePurchaseApprovalCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ purchaseId, decision, comment, metadata, at }: DecidePurchaseApprovalCommand) {
    return executeCommand(this.store, purchaseDecider, {
      command: { type: 'DecidePurchaseApproval', purchaseId, decision, comment, at },
      metadata,
    });
  }
}
