import type { ContactEvent } from '@dealbook/contracts';
import type { LookUpAndRun } from '../../kernel/event-sourcing/commands.js';
import type { CommandMetadata, CommandOutcome } from '../../kernel/event-sourcing/execute-command.js';
import { resolveCompany } from './contact-companies.js';
import { contactDecider } from './contact.decider.js';

/** Adds a company the contact works for, after those already linked (spec §7.10: appends). */
export async function linkContactToCompany(
  { db, commands }: LookUpAndRun,
  contactId: string,
  companyId: string,
  metadata: CommandMetadata,
  expectedVersion?: number,
): Promise<CommandOutcome<ContactEvent>> {
  return commands.execute(contactDecider, {
    command: { type: 'LinkContactToCompany', contactId, company: await resolveCompany(db, companyId) },
    metadata,
    expectedVersion,
  });
}
