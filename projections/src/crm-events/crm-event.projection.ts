import type { CrmEventEvent, EventAttendee, RecordedEvent } from '@dealbook/contracts';
import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import type { Projection } from '../runner/projection.js';

type Db = Kysely<ReadModelDatabase>;
type Doc = Record<string, unknown> & { attendees: EventAttendee[] };

/**
 * Reads the row's document, lets `change` rewrite it and stores it at the event's version.
 * Applies only when the event is newer than the row, so a replay changes nothing.
 */
async function rewrite(db: Db, event: RecordedEvent<CrmEventEvent>, change: (doc: Doc) => Doc): Promise<void> {
  const row = await db
    .selectFrom('crm_events')
    .select(['doc', 'event_date'])
    .where('id', '=', event.data.eventId)
    .where('version', '<', event.streamVersion)
    .executeTakeFirst();
  if (!row) return;
  const doc = change(row.doc as Doc);
  await db
    .updateTable('crm_events')
    .set({
      doc: JSON.stringify(doc),
      event_date: new Date(String(doc['eventDate'])),
      version: event.streamVersion,
      updated_at: event.recordedAt,
    })
    .where('id', '=', event.data.eventId)
    .execute();
}

function updateAttendee(doc: Doc, attendee: string, change: Partial<EventAttendee>): Doc {
  return { ...doc, attendees: doc.attendees.map((a) => (a.attendee === attendee ? { ...a, ...change } : a)) };
}

/** CRM event domain events -> the crm_events table (attendees kept in invitation order). */
export const crmEventProjection: Projection = {
  name: 'crm_events',
  eventTypes: [
    'CrmEventScheduled',
    'CrmEventUpdated',
    'CrmEventStatusChanged',
    'AttendeeInvited',
    'AttendeeStatusChanged',
    'AttendeeResponded',
    'AttendeeRemoved',
    'CrmEventDeleted',
  ],
  tables: ['crm_events'],
  async apply(db: Db, recorded: RecordedEvent) {
    const event = recorded as RecordedEvent<CrmEventEvent>;
    switch (event.type) {
      case 'CrmEventScheduled':
        await db
          .insertInto('crm_events')
          .values({
            id: event.data.eventId,
            version: event.streamVersion,
            doc: JSON.stringify({ ...event.data.fields, attendees: [] }),
            event_date: new Date(event.data.fields.eventDate),
            created_at: event.recordedAt,
            updated_at: event.recordedAt,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      case 'CrmEventUpdated': {
        const values = Object.fromEntries(Object.entries(event.data.changes).map(([k, c]) => [k, c?.to]));
        return rewrite(db, event, (doc) => ({ ...doc, ...values }));
      }
      case 'CrmEventStatusChanged':
        return rewrite(db, event, (doc) => ({ ...doc, status: event.data.to }));
      case 'AttendeeInvited': {
        const { attendee, status, hasResponded } = event.data;
        return rewrite(db, event, (doc) => ({
          ...doc,
          attendees: [...doc.attendees.filter((a) => a.attendee !== attendee), { attendee, status, hasResponded }],
        }));
      }
      case 'AttendeeStatusChanged':
        return rewrite(db, event, (doc) => updateAttendee(doc, event.data.attendee, { status: event.data.to }));
      case 'AttendeeResponded':
        return rewrite(db, event, (doc) =>
          updateAttendee(doc, event.data.attendee, { hasResponded: event.data.hasResponded }),
        );
      case 'AttendeeRemoved':
        return rewrite(db, event, (doc) => ({
          ...doc,
          attendees: doc.attendees.filter((a) => a.attendee !== event.data.attendee),
        }));
      case 'CrmEventDeleted':
        await db.deleteFrom('crm_events').where('id', '=', event.data.eventId).execute();
        return;
      default: {
        const unexpected: never = event;
        throw new Error(`crm_events projection got ${(unexpected as RecordedEvent).type}`);
      }
    }
  },
};
