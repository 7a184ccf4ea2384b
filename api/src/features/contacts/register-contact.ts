import type { ContactEvent, ContactFields } from '@dealbook/contracts';
import type { LookUpAndRun } from '../../kernel/event-sourcing/commands.js';
import type { CommandMetadata, CommandOutcome } from '../../kernel/event-sourcing/execute-command.js';
import { nextContactReference, resolveCompanies } from './contact-companies.js';
import { contactDecider } from './contact.decider.js';

export async function registerContact(
  { db, commands }: LookUpAndRun,
  contactId: string,
  fields: ContactFields,
  companyIds: readonly string[],
  referralIds: readonly string[],
  metadata: CommandMetadata,
): Promise<CommandOutcome<ContactEvent>> {
  const companies = await resolveCompanies(db, companyIds, 'companies');
  const referrals = await resolveCompanies(db, referralIds, 'referrals');
  // Drawn last, so a refused body does not use up a number.
  const reference = await nextContactReference(db);
  return commands.execute(contactDecider, {
    command: { type: 'RegisterContact', contactId, reference, fields, companies, referrals },
    metadata,
    expectedVersion: 0,
  });
}
