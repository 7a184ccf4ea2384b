import {
  PurchaseEventSchemaVersions,
  streamId,
  type EventStore,
  type PurchaseCommand,
  type PurchaseEvent,
} from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { purchaseDecider } from './purchase.decider.js';

export type PurchaseCommandOutcome = CommandOutcome<PurchaseEvent>;

export const purchaseStreamId = (purchaseId: string) => streamId('purchase', purchaseId);

/** Runs one purchase command through the shared write path on the purchase's own stream. */
export function executePurchaseCommand(
  store: EventStore,
  command: PurchaseCommand,
  metadata: CommandMetadata,
  expectedVersion?: number,
): Promise<PurchaseCommandOutcome> {
  return executeCommand(store, purchaseDecider, {
    streamId: purchaseStreamId(command.purchaseId),
    command,
    metadata,
    expectedVersion,
    schemaVersions: PurchaseEventSchemaVersions,
  });
}
