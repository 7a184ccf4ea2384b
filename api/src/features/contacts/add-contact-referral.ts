import type { ContactEvent } from '@dealbook/contracts';
import type { LookUpAndRun } from '../../kernel/event-sourcing/commands.js';
import type { CommandMetadata, CommandOutcome } from '../../kernel/event-sourcing/execute-command.js';
import { resolveCompany } from './contact-companies.js';
import { contactDecider } from './contact.decider.js';

/** Records that the contact referred a company to the firm. */
export async function addContactReferral(
  { db, commands }: LookUpAndRun,
  contactId: string,
  companyId: string,
  metadata: CommandMetadata,
  expectedVersion?: number,
): Promise<CommandOutcome<ContactEvent>> {
  return commands.execute(contactDecider, {
    command: { type: 'AddContactReferral', contactId, company: await resolveCompany(db, companyId) },
    metadata,
    expectedVersion,
  });
}
