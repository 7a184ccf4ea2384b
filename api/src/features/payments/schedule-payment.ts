import type { PaymentEvent, PaymentFields, RecordRef } from '@dealbook/contracts';
import { findMissingRecords } from '@dealbook/projections';
import type { LookUpAndRun } from '../../kernel/event-sourcing/commands.js';
import type { CommandMetadata, CommandOutcome } from '../../kernel/event-sourcing/execute-command.js';
import { paymentDecider } from './payment.decider.js';

export async function schedulePayment(
  { db, commands }: LookUpAndRun,
  paymentId: string,
  fields: PaymentFields,
  links: RecordRef[],
  metadata: CommandMetadata,
): Promise<CommandOutcome<PaymentEvent>> {
  const unknownLinks = await findMissingRecords(db, links);
  return commands.execute(paymentDecider, {
    command: { type: 'SchedulePayment', paymentId, fields, links, unknownLinks },
    metadata,
    expectedVersion: 0,
  });
}
