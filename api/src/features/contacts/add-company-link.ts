import type { ContactEvent } from '@dealbook/contracts';
import type { LookUpAndRun } from '../../kernel/event-sourcing/commands.js';
import type { CommandMetadata, CommandOutcome } from '../../kernel/event-sourcing/execute-command.js';
import { resolveCompany } from './contact-companies.js';
import { contactDecider } from './contact.decider.js';

/** The contact's two lists of companies a link route adds to: those it works for, those it referred to the firm. */
export type CompanyLinkCommand = 'LinkContactToCompany' | 'AddContactReferral';

/**
 * Adds one company to one of the contact's lists, after those already linked (spec §7.10:
 * appends); a company that does not exist is a 404, and its name is recorded with the link.
 */
export async function addCompanyLink(
  { db, commands }: LookUpAndRun,
  type: CompanyLinkCommand,
  contactId: string,
  companyId: string,
  metadata: CommandMetadata,
  expectedVersion?: number,
): Promise<CommandOutcome<ContactEvent>> {
  const company = await resolveCompany(db, companyId);
  return commands.execute(contactDecider, { command: { type, contactId, company }, metadata, expectedVersion });
}
