import {
  PaymentEventSchemaVersions,
  streamId,
  type EventStore,
  type PaymentCommand,
  type PaymentEvent,
} from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { paymentDecider } from './payment.decider.js';

export type PaymentCommandOutcome = CommandOutcome<PaymentEvent>;

export function executePaymentCommand(
  store: EventStore,
  command: PaymentCommand,
  metadata: CommandMetadata,
  expectedVersion?: number,
): Promise<PaymentCommandOutcome> {
  return executeCommand(store, paymentDecider, {
    streamId: streamId('payment', command.paymentId),
    command,
    metadata,
    expectedVersion,
    schemaVersions: PaymentEventSchemaVersions,
  });
}
