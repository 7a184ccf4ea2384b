import type { CommunicationEvent, CommunicationFields, CommunicationLinkType } from '@dealbook/contracts';
import type { LookUpAndRun } from '../../kernel/event-sourcing/commands.js';
import type { CommandMetadata, CommandOutcome } from '../../kernel/event-sourcing/execute-command.js';
import { lookUpCommunication } from './communication-lookups.js';
import { communicationDecider } from './communication.decider.js';

export async function updateCommunication(
  { db, commands }: LookUpAndRun,
  communicationId: string,
  changes: Partial<CommunicationFields>,
  links: Partial<Record<CommunicationLinkType, string[]>>,
  metadata: CommandMetadata,
  expectedVersion?: number,
): Promise<CommandOutcome<CommunicationEvent>> {
  const refs = (Object.entries(links) as [CommunicationLinkType, string[]][]).flatMap(([type, ids]) =>
    ids.map((id) => ({ type, id })),
  );
  const lookups = await lookUpCommunication(db, {
    links: refs,
    employees: changes.employees ?? [],
    contacted: changes.contacted ?? [],
    reach: undefined,
  });
  return commands.execute(communicationDecider, {
    command: { type: 'UpdateCommunication', communicationId, changes, links, lookups },
    metadata,
    expectedVersion,
  });
}
