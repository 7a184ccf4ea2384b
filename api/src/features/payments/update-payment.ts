import type { PaymentEvent, PaymentFields, PaymentLinkType } from '@dealbook/contracts';
import { findMissingRecords } from '@dealbook/projections';
import type { LookUpAndRun } from '../../kernel/event-sourcing/commands.js';
import type { CommandMetadata, CommandOutcome } from '../../kernel/event-sourcing/execute-command.js';
import { paymentDecider } from './payment.decider.js';

export async function updatePayment(
  { db, commands }: LookUpAndRun,
  paymentId: string,
  changes: Partial<PaymentFields>,
  links: Partial<Record<PaymentLinkType, string[]>>,
  metadata: CommandMetadata,
  expectedVersion?: number,
): Promise<CommandOutcome<PaymentEvent>> {
  const refs = (Object.entries(links) as [PaymentLinkType, string[]][]).flatMap(([type, ids]) =>
    ids.map((id) => ({ type, id })),
  );
  const unknownLinks = await findMissingRecords(db, refs);
  return commands.execute(paymentDecider, {
    command: { type: 'UpdatePayment', paymentId, changes, links, unknownLinks },
    metadata,
    expectedVersion,
  });
}
