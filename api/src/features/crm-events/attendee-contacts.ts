import type { Kysely } from 'kysely';
import type { CrmEvent, EventAttendeeDetail } from '@dealbook/contracts';
import { findAttendeeContacts, missingContactIds, type ReadModelDatabase } from '@dealbook/projections';
import { DomainError } from '../../kernel/errors/domain-error.js';

/** Attendees are contacts: an id that names no contact is a 400, and nothing is recorded. */
export async function assertContactsExist(db: Kysely<ReadModelDatabase>, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const missing = await missingContactIds(db, ids);
  if (missing.length > 0) {
    throw new DomainError('validation', `No contact has the id ${missing.join(', ')}`, {
      attendee: `unknown contact ${missing[0]}`,
    });
  }
}

/** An event's attendees with the contact each one is (null when the contact was deleted). */
export async function attendeeDetails(db: Kysely<ReadModelDatabase>, event: CrmEvent): Promise<EventAttendeeDetail[]> {
  const contacts = new Map(
    (
      await findAttendeeContacts(
        db,
        event.attendees.map((a) => a.attendee),
      )
    ).map((c) => [c._id, c]),
  );
  return event.attendees.map((a) => ({ ...a, contact: contacts.get(a.attendee) ?? null }));
}
