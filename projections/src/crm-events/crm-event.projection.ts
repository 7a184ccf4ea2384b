import { changedValues, CrmEventEvents, type CrmEventEvent, type EventAttendee } from '@dealbook/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { defineProjection, type ProjectedEvent } from '../runner/projection.js';

type Db = Kysely<ReadModelDatabase>;

/**
 * Sets the row's document to `doc` (an expression over the current one) at the event's version,
 * with the event date or the invitation times (`linked_at`: attendee -> when invited, the order
 * of a contact's events attended) when they change. Applies only when the event is newer than
 * the row, so a replay changes nothing.
 */
async function patch(
  db: Db,
  event: ProjectedEvent<CrmEventEvent>,
  doc: RawBuilder<unknown>,
  also: { eventDate?: string; linkedAt?: RawBuilder<unknown> } = {},
) {
  const { eventDate, linkedAt } = also;
  await db
    .updateTable('crm_events')
    .set({
      doc: sql`${doc}`,
      ...(eventDate !== undefined ? { event_date: new Date(eventDate) } : {}),
      ...(linkedAt ? { linked_at: sql`${linkedAt}` } : {}),
      version: event.streamVersion,
      updated_at: event.recordedAt,
    })
    .where('id', '=', event.data.eventId)
    .where('version', '<', event.streamVersion)
    .execute();
}

/** The attendee list rewritten by `each` (an expression over `a`, one attendee), in its order. */
function attendees(each: RawBuilder<unknown>, keep: RawBuilder<unknown> = sql`true`): RawBuilder<unknown> {
  return sql`jsonb_set(doc, '{attendees}', coalesce((
    select jsonb_agg(${each} order by ord) from jsonb_array_elements(doc->'attendees') with ordinality x(a, ord)
    where ${keep}), '[]'::jsonb))`;
}

/** One attendee's entry merged with `change`; the others as they are. */
function updateAttendee(attendee: string, change: Partial<EventAttendee>): RawBuilder<unknown> {
  return attendees(sql`case when a->>'attendee' = ${attendee} then a || ${JSON.stringify(change)}::jsonb else a end`);
}

/** CRM event domain events -> the crm_events table (attendees kept in invitation order). */
export const crmEventProjection = defineProjection<CrmEventEvent>({
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
    'CrmEventTextRedacted',
  ],
  tables: ['crm_events'],
  async apply(db, event) {
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
      case 'CrmEventUpdated':
      case 'CrmEventTextRedacted':
      case 'CrmEventStatusChanged': {
        const values = changedValues(CrmEventEvents, event);
        return patch(db, event, sql`doc || ${JSON.stringify(values)}::jsonb`, {
          eventDate: typeof values.eventDate === 'string' ? values.eventDate : undefined,
        });
      }
      case 'AttendeeInvited': {
        const { attendee, status, hasResponded } = event.data;
        const others = attendees(sql`a`, sql`a->>'attendee' <> ${attendee}`);
        const entry = JSON.stringify([{ attendee, status, hasResponded }]);
        return patch(db, event, sql`jsonb_set(doc, '{attendees}', (${others})->'attendees' || ${entry}::jsonb)`, {
          linkedAt: sql`linked_at || jsonb_build_object(${attendee}::text, ${event.recordedAt.toISOString()}::text)`,
        });
      }
      case 'AttendeeStatusChanged':
        return patch(db, event, updateAttendee(event.data.attendee, { status: event.data.to }));
      case 'AttendeeResponded':
        return patch(db, event, updateAttendee(event.data.attendee, { hasResponded: event.data.hasResponded }));
      case 'AttendeeRemoved':
        return patch(db, event, attendees(sql`a`, sql`a->>'attendee' <> ${event.data.attendee}`), {
          linkedAt: sql`linked_at - ${event.data.attendee}::text`,
        });
      case 'CrmEventDeleted':
        await db.deleteFrom('crm_events').where('id', '=', event.data.eventId).execute();
        return;
      default: {
        const unexpected: never = event;
        throw new Error(`crm_events projection got ${(unexpected as ProjectedEvent).type}`);
      }
    }
  },
});
