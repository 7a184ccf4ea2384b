import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';

/** What an attendee grid shows of a contact. */
export interface AttendeeContact {
  _id: string;
  fullName: string;
  email: string;
  /** Ids of the companies the contact works for, in the order they were linked. */
  companies: string[];
}

/** The contacts with these ids, as attendee grids show them (unknown ids are left out). */
export async function findAttendeeContacts(
  db: Kysely<ReadModelDatabase>,
  ids: readonly string[],
): Promise<AttendeeContact[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('contacts')
    .select(['id', 'full_name', 'email', 'doc'])
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((row) => {
    const companies = (row.doc as { companies?: unknown }).companies;
    return {
      _id: row.id,
      fullName: row.full_name,
      email: row.email,
      companies: Array.isArray(companies) ? (companies as string[]) : [],
    };
  });
}

/** The ids among these that name no contact. */
export async function missingContactIds(db: Kysely<ReadModelDatabase>, ids: readonly string[]): Promise<string[]> {
  const found = new Set((await findAttendeeContacts(db, ids)).map((contact) => contact._id));
  return ids.filter((id) => !found.has(id));
}
