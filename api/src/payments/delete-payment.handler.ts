import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, PaymentEvent } from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { paymentDecider } from './payment.decider.js';

export class DeletePaymentCommand extends Command<CommandOutcome<PaymentEvent>> {
  constructor(
    readonly paymentId: string,
    readonly metadata: CommandMetadata,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

@CommandHandler(DeletePaymentCommand)
export class DeletePaymentHandler implements ICommandHandler<DeletePaymentCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ paymentId, metadata, expectedVersion }: DeletePaymentCommand): Promise<CommandOutcome<PaymentEvent>> {
    return executeCommand(this.store, paymentDecider, {
      command: { type: 'DeletePayment', paymentId },
      metadata,
      expectedVersion,
    });
  }
}
