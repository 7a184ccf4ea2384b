import type { CommunicationEvent, CommunicationFields, RecordRef } from '@dealbook/contracts';
import type { LookUpAndRun } from '../../kernel/event-sourcing/commands.js';
import type { CommandOutcome } from '../../kernel/event-sourcing/execute-command.js';
import type { CommandContextValue } from '../../kernel/http/command-context.decorator.js';
import { requireCallerLinks } from './caller-links.js';
import { lookUpCallerPeople, requireCallerPeople } from './caller-people.js';
import { lookUpCommunication } from './communication-lookups.js';
import { communicationDecider } from './communication.decider.js';

export async function logCommunication(
  { db, commands }: LookUpAndRun,
  communicationId: string,
  fields: CommunicationFields,
  links: RecordRef[],
  context: CommandContextValue,
  /** The projects of an external caller; undefined for staff. */
  reach: readonly string[] | undefined,
): Promise<CommandOutcome<CommunicationEvent>> {
  const lookups = await lookUpCommunication(db, {
    links,
    employees: fields.employees,
    contacted: fields.contacted,
    reach,
  });
  if (reach) {
    requireCallerLinks(links, lookups);
    const parents = Object.values(lookups.purchaseParents);
    const people = await lookUpCallerPeople(
      db,
      fields,
      parents.map((p) => p.project),
    );
    requireCallerPeople(context.actorId, fields, parents, people);
  }
  return commands.execute(communicationDecider, {
    command: {
      type: 'LogCommunication',
      communicationId,
      fields,
      links,
      massId: null,
      author: context.actorId,
      lookups,
    },
    metadata: context,
    expectedVersion: 0,
  });
}
