import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, PaymentEvent, PaymentFields, RecordRef } from '@dealbook/contracts';
import { findMissingRecords, type ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { paymentDecider } from './payment.decider.js';

export class SchedulePaymentCommand extends Command<CommandOutcome<PaymentEvent>> {
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

  async execute({ paymentId, fields, links, metadata }: SchedulePaymentCommand): Promise<CommandOutcome<PaymentEvent>> {
    const unknownLinks = await findMissingRecords(this.db, links);
    return executeCommand(this.store, paymentDecider, {
      command: { type: 'SchedulePayment', paymentId, fields, links, unknownLinks },
      metadata,
      expectedVersion: 0,
    });
  }
}
