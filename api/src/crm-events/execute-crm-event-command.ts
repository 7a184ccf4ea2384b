import {
  CrmEventEventSchemaVersions,
  streamId,
  type CrmEventCommand,
  type CrmEventEvent,
  type EventStore,
} from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { crmEventDecider } from './crm-event.decider.js';

export type CrmEventCommandOutcome = CommandOutcome<CrmEventEvent>;

/** CRM events keep the spec's URL word: streams `event-<id>`, history at /api/history/event/{id}. */
export const crmEventStreamId = (eventId: string) => streamId('event', eventId);

export function executeCrmEventCommand(
  store: EventStore,
  command: CrmEventCommand,
  metadata: CommandMetadata,
  expectedVersion?: number,
): Promise<CrmEventCommandOutcome> {
  return executeCommand(store, crmEventDecider, {
    streamId: crmEventStreamId(command.eventId),
    command,
    metadata,
    expectedVersion,
    schemaVersions: CrmEventEventSchemaVersions,
  });
}
