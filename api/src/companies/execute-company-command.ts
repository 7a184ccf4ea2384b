import {
  CompanyEventSchemaVersions,
  streamId,
  type CompanyCommand,
  type CompanyEvent,
  type EventStore,
} from '@dealbook/contracts';
import { executeCommand, type CommandMetadata, type CommandOutcome } from '../common/event-sourcing/execute-command.js';
import { companyDecider } from './company.decider.js';

export type CompanyCommandOutcome = CommandOutcome<CompanyEvent>;

export const companyStreamId = (companyId: string) => streamId('company', companyId);

/** Runs one company command through the shared write path on the company's own stream. */
export function executeCompanyCommand(
  store: EventStore,
  command: CompanyCommand,
  metadata: CommandMetadata,
  expectedVersion?: number,
): Promise<CompanyCommandOutcome> {
  return executeCommand(store, companyDecider, {
    streamId: companyStreamId(command.companyId),
    command,
    metadata,
    expectedVersion,
    schemaVersions: CompanyEventSchemaVersions,
  });
}
