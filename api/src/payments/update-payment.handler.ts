import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore, PaymentEvent, PaymentFields, PaymentLinkType } from '@dealbook/contracts';
import { findMissingRecords, type ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { paymentDecider } from './payment.decider.js';

export class UpdatePaymentCommand extends Command<CommandOutcome<PaymentEvent>> {
  constructor(
    readonly paymentId: string,
    readonly changes: Partial<PaymentFields>,
    readonly links: Partial<Record<PaymentLinkType, string[]>>,
    readonly metadata: CommandMetadata,
    readonly expectedVersion?: number,
  ) {
    super();
  }
}

@CommandHandler(UpdatePaymentCommand)
export class UpdatePaymentHandler implements ICommandHandler<UpdatePaymentCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  async execute(command: UpdatePaymentCommand): Promise<CommandOutcome<PaymentEvent>> {
    const { paymentId, changes, links, metadata, expectedVersion } = command;
    const refs = (Object.entries(links) as [PaymentLinkType, string[]][]).flatMap(([type, ids]) =>
      ids.map((id) => ({ type, id })),
    );
    const unknownLinks = await findMissingRecords(this.db, refs);
    return executeCommand(this.store, paymentDecider, {
      command: { type: 'UpdatePayment', paymentId, changes, links, unknownLinks },
      metadata,
      expectedVersion,
    });
  }
}
