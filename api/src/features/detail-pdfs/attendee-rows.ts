import type { EventAttendee } from '@dealbook/contracts';
import { findAttendeeContacts, findCompanySummaries, type ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import type { AttendeeRow } from './event-pdf.js';

/** An event's attendees with their names, e-mails and companies, in the event's order. */
export async function attendeeRows(
  db: Kysely<ReadModelDatabase>,
  attendees: readonly EventAttendee[],
): Promise<AttendeeRow[]> {
  const contacts = new Map(
    (
      await findAttendeeContacts(
        db,
        attendees.map((a) => a.attendee),
      )
    ).map((c) => [c._id, c]),
  );
  const companies = await findCompanySummaries(
    db,
    [...contacts.values()].flatMap((c) => c.companies),
  );
  return attendees.flatMap((a) => {
    const contact = contacts.get(a.attendee);
    if (!contact) return [];
    return [
      {
        fullName: contact.fullName,
        email: contact.email,
        companies: contact.companies
          .map((id) => companies.get(id)?.companyName ?? '')
          .filter(Boolean)
          .join(', '),
        status: a.status,
        hasResponded: a.hasResponded,
      },
    ];
  });
}
