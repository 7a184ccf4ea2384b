import { AttendeeStatus, crmEventFieldsSchema, type AttachmentEvent, type CrmEventEvent } from '@dealbook/contracts';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectionSpec } from '../../../test/support/projection-spec.js';
import { attachmentProjection } from '../attachments/attachment.projection.js';
import { findAttachmentById } from '../attachments/attachment.queries.js';
import type { Projection } from '../runner/projection.js';
import type { ReadModelDatabase } from '../read-model-database.js';
import { crmEventProjection } from './crm-event.projection.js';
import { findCrmEventById, parseCrmEventFilter, searchCrmEvents } from './crm-event.queries.js';
import { useReadModelDatabase } from '../../../test/support/read-model-test-database.js';

const readModels = useReadModelDatabase('crm_event_projection');
let db: Kysely<ReadModelDatabase>;
beforeAll(() => {
  db = readModels();
});

/** Applies the events, then all of them again, as a catch-up consumer may after a crash. */
async function applyTwice(projection: Projection, stream: string, events: (CrmEventEvent | AttachmentEvent)[]) {
  const spec = projectionSpec(db, projection);
  await spec.given(stream, ...events);
  await spec.replayAll();
}

describe('crm_events projection', () => {
  it('builds the attendee list, idempotently, and finds a contact’s events', async () => {
    const eventId = randomUUID();
    const amy = randomUUID();
    const ben = randomUUID();
    const fields = crmEventFieldsSchema.parse({ description: 'Board dinner', eventDate: '2026-12-01T19:00:00Z' });
    await applyTwice(crmEventProjection, `event-${eventId}`, [
      { type: 'CrmEventScheduled', data: { eventId, fields } },
      {
        type: 'AttendeeInvited',
        data: { eventId, attendee: amy, status: AttendeeStatus.Invited, hasResponded: false },
      },
      {
        type: 'AttendeeInvited',
        data: { eventId, attendee: ben, status: AttendeeStatus.Invited, hasResponded: false },
      },
      {
        type: 'AttendeeStatusChanged',
        data: { eventId, attendee: ben, from: AttendeeStatus.Invited, to: AttendeeStatus.Declined },
      },
      { type: 'AttendeeResponded', data: { eventId, attendee: ben, hasResponded: true } },
      { type: 'AttendeeRemoved', data: { eventId, attendee: amy } },
      {
        type: 'CrmEventUpdated',
        data: { eventId, changes: { eventDate: { from: fields.eventDate, to: '2026-12-02T19:00:00.000Z' } } },
      },
    ]);
    const event = await findCrmEventById(db, eventId);
    expect(event).toMatchObject({
      version: 7,
      eventDate: '2026-12-02T19:00:00.000Z',
      attendees: [{ attendee: ben, status: AttendeeStatus.Declined, hasResponded: true }],
    });
    // The column the event lists sort and filter by date follows the edit too.
    const row = await db.selectFrom('crm_events').select('event_date').where('id', '=', eventId).executeTakeFirst();
    expect(row?.event_date.toISOString()).toBe('2026-12-02T19:00:00.000Z');
    const forBen = await searchCrmEvents(db, parseCrmEventFilter({ attendees: ben }), { limit: 10, offset: 0 });
    expect(forBen.rows.map((e) => e._id)).toEqual([eventId]);
    const forAmy = await searchCrmEvents(db, parseCrmEventFilter({ attendees: amy }), { limit: 10, offset: 0 });
    expect(forAmy.total).toBe(0);
    const sorted = await searchCrmEvents(db, parseCrmEventFilter({}), { limit: 10, offset: 0, sort: 'attendeeCount' });
    expect(sorted.rows[0]?.attendees).toHaveLength(1);
  });
});

describe('attachments projection', () => {
  it('puts the newest link first in each parent list, idempotently', async () => {
    const attachmentId = randomUUID();
    const [first, second] = [randomUUID(), randomUUID()];
    await applyTwice(attachmentProjection, `attachment-${attachmentId}`, [
      {
        type: 'AttachmentUploaded',
        data: {
          attachmentId,
          fileName: 'a.txt',
          description: '',
          contentType: 'text/plain',
          size: 1,
          storageKey: `attachments/${attachmentId}`,
          uploadedBy: null,
          links: [{ type: 'company', id: first }],
        },
      },
      { type: 'AttachmentLinked', data: { attachmentId, to: { type: 'company', id: second } } },
      { type: 'AttachmentUnlinked', data: { attachmentId, from: { type: 'company', id: first } } },
      { type: 'AttachmentLinked', data: { attachmentId, to: { type: 'company', id: first } } },
    ]);
    expect(await findAttachmentById(db, attachmentId)).toMatchObject({ version: 4, companies: [first, second] });
  });
});
