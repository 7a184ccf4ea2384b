import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, PurchaseEvent } from '@dealbook/contracts';
import {
  commandTime,
  executeCommand,
  type CommandMetadata,
  type CommandOutcome,
} from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { purchaseDecider } from './purchase.decider.js';

/** One purchaser submitted to the client for approval (issue 14): its own stream, its own command. */
export class SubmitPurchaseForApprovalCommand extends Command<CommandOutcome<PurchaseEvent>> {
  constructor(
    readonly purchaseId: string,
    readonly note: string,
    readonly sector: string | null,
    readonly metadata: CommandMetadata,
    /** When it was submitted (ISO); now unless a seed dates it in the past. */
    readonly at: string = commandTime(metadata).toISOString(),
  ) {
    super();
  }
}

@CommandHandler(SubmitPurchaseForApprovalCommand)
export class SubmitPurchaseForApprovalHandler implements ICommandHandler<SubmitPurchaseForApprovalCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ purchaseId, note, sector, metadata, at }: SubmitPurchaseForApprovalCommand) {
    return executeCommand(this.store, purchaseDecider, {
      command: { type: 'SubmitPurchaseForApproval', purchaseId, note, sector, at },
      metadata,
    });
  }
}
