import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, PaymentFields, RecordRef } from '@dealbook/contracts';
import { findMissingRecords, type ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import type { CommandMetadata } from '../common/event-sourcing/execute-command.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { executePaymentCommand, type PaymentCommandOutcome } from './execute-payment-command.js';

export class SchedulePaymentCommand extends Command<PaymentCommandOutcome> {
  constructor(
    readonly paymentId: string,
    readonly fields: PaymentFields,
    readonly links: RecordRef[],
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(SchedulePaymentCommand)
export class SchedulePaymentHandler implements ICommandHandler<SchedulePaymentCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  async execute({ paymentId, fields, links, metadata }: SchedulePaymentCommand): Promise<PaymentCommandOutcome> {
    const unknownLinks = await findMissingRecords(this.db, links);
    return executePaymentCommand(
      this.store,
      { type: 'SchedulePayment', paymentId, fields, links, unknownLinks },
      metadata,
      0,
    );
  }
}
