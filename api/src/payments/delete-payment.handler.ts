import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@dealbook/contracts';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { executePaymentCommand, type PaymentCommandOutcome } from './execute-payment-command.js';

export class DeletePaymentCommand extends Command<PaymentCommandOutcome> {
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

  execute({ paymentId, metadata, expectedVersion }: DeletePaymentCommand): Promise<PaymentCommandOutcome> {
    return executePaymentCommand(this.store, { type: 'DeletePayment', paymentId }, metadata, expectedVersion);
  }
}
