import type { ContactEvent, ContactFields } from '@dealbook/contracts';
import type { LookUpAndRun } from '../../kernel/event-sourcing/commands.js';
import type { CommandMetadata, CommandOutcome } from '../../kernel/event-sourcing/execute-command.js';
import { resolveCompanies } from './contact-companies.js';
import { contactDecider } from './contact.decider.js';

export async function updateContact(
  { db, commands }: LookUpAndRun,
  contactId: string,
  changes: Partial<ContactFields>,
  /** The whole new lists when the body carried them. */
  links: { companies?: readonly string[]; referrals?: readonly string[] },
  metadata: CommandMetadata,
  /** The version the editor loaded (If-Match); absent means "whatever is current". */
  expectedVersion?: number,
): Promise<CommandOutcome<ContactEvent>> {
  const companies = links.companies && (await resolveCompanies(db, links.companies, 'companies'));
  const referrals = links.referrals && (await resolveCompanies(db, links.referrals, 'referrals'));
  return commands.execute(contactDecider, {
    command: { type: 'UpdateContact', contactId, changes, companies, referrals },
    metadata,
    expectedVersion,
  });
}
