import { hasRole } from '@dealbook/contracts';
import { findUserById, findUsersByEmails, type ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';

/**
 * The addresses that are not an active member of the firm's staff. Reports read every record,
 * so they go only to people who could open them in Dealbook themselves.
 */
export async function findNonStaffRecipients(
  db: Kysely<ReadModelDatabase>,
  recipients: readonly string[],
): Promise<string[]> {
  const lower = [...new Set(recipients.map((address) => address.trim().toLowerCase()))];
  const users = await findUsersByEmails(db, lower);
  const staff = new Set(
    users.filter((user) => user.isActive && hasRole(user.role, 'user')).map((user) => user.email.toLowerCase()),
  );
  return recipients.filter((address) => !staff.has(address.trim().toLowerCase()));
}

/**
 * Whether the user is still an active member of staff, who may run reports: the rule recipients
 * are held to, so a schedule goes out only in the name of someone who could run it themselves.
 */
export async function isActiveStaffMember(db: Kysely<ReadModelDatabase>, userId: string | null): Promise<boolean> {
  const user = userId === null ? undefined : await findUserById(db, userId);
  return user !== undefined && (await findNonStaffRecipients(db, [user.email])).length === 0;
}
