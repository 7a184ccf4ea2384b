import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AttendeeStatus,
  EventStatus,
  EventType,
  SocketEvents,
  type ChangeMessage,
  type CrmEvent,
  type ErrorBody,
  type EventAttendeeDetail,
  type HistoryEntry,
} from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
let call: Call;
let amy: string;
let ben: string;

const missingId = '0193a000-0000-7000-8000-00000000dead';

async function contact(firstName: string, lastName: string): Promise<string> {
  const created = await call('/api/contact', {
    method: 'POST',
    body: { firstName, lastName, email: `${firstName}@example.com` },
  });
  expect(created.status).toBe(201);
  return (created.json as { _id: string })._id;
}

const seminar = {
  eventType: EventType.Seminar,
  description: 'Selling your business: a Harrogate seminar',
  budgetedCost: 1200,
  eventDate: '2026-12-10T18:30:00.000Z',
  line1: 'Old Swan Hotel',
  city: 'Harrogate',
  postcode: 'HG1 2SR',
  country: 'United Kingdom',
};

beforeAll(async () => {
  app = await startTestApp();
  call = app.as('user').call;
  amy = await contact('Amy', 'Rowntree');
  ben = await contact('Ben', 'Terry');
});
afterAll(async () => {
  await app?.close();
});

describe('creating and reading events (§7.5)', () => {
  let event: CrmEvent;

  beforeAll(async () => {
    const created = await call('/api/event', {
      method: 'POST',
      body: { ...seminar, attendees: [{ attendee: amy, status: AttendeeStatus.Invited }] },
    });
    expect(created.status).toBe(201);
    event = created.json as CrmEvent;
    expect(created.headers.get('etag')).toBe(`"${event.version}"`);
    expect(created.headers.get('location')).toBe(`/api/event/${event._id}`);
  });

  it('applies the spec defaults and keeps the attendees', async () => {
    expect(event).toMatchObject({
      ...seminar,
      status: EventStatus.Active,
      actualCost: 0,
      currentStatusId: 0,
      county: '',
      attendees: [{ attendee: amy, status: AttendeeStatus.Invited, hasResponded: false }],
    });
    const fetched = await call(`/api/event/${event._id}`);
    expect(fetched.json).toEqual(event);
  });

  it('joins attendees with their contact', async () => {
    const { json } = await call(`/api/event/attendees/${event._id}`);
    expect(json as EventAttendeeDetail[]).toEqual([
      {
        attendee: amy,
        status: AttendeeStatus.Invited,
        hasResponded: false,
        contact: { _id: amy, fullName: 'Amy Rowntree', email: 'amy@example.com', companies: [] },
      },
    ]);
  });

  it('lists, searches, finds top-N and counts', async () => {
    await call('/api/event', {
      method: 'POST',
      body: {
        description: 'Leeds breakfast',
        eventType: EventType.Breakfast,
        city: 'Leeds',
        eventDate: '2026-11-01T08:00:00Z',
      },
    });
    const list = await call('/api/events?sort=eventDate');
    expect(list.headers.get('x-total-count')).toBe('2');
    expect((list.json as CrmEvent[]).map((e) => e.city)).toEqual(['Leeds', 'Harrogate']);
    expect((await call('/api/events/count')).json).toBe(2);

    const byCity = await call('/api/events/search?city=harro');
    expect((byCity.json as CrmEvent[]).map((e) => e._id)).toEqual([event._id]);
    const byType = await call(`/api/events/search?eventType=${EventType.Breakfast}`);
    expect((byType.json as CrmEvent[]).map((e) => e.city)).toEqual(['Leeds']);
    const attended = await call(`/api/events/search?attendees=${amy}`);
    expect((attended.json as CrmEvent[]).map((e) => e._id)).toEqual([event._id]);
    expect((await call(`/api/events/search?attendees=${ben}`)).json).toEqual([]);

    expect((await call('/api/events/find/top/seminar/1')).json).toMatchObject([{ _id: event._id }]);
    expect(((await call('/api/events/find/top/%20')).json as CrmEvent[]).length).toBe(2);
    expect((await call('/api/events/find/top/x/0')).status).toBe(400);
    expect((await call('/api/events/search?colour=red')).status).toBe(400);
    expect((await call('/api/events/search?attendees=amy')).status).toBe(400);
    expect((await call('/api/events?sort=-attendeeCount')).status).toBe(200);
    expect((await call('/api/events?sort=secret')).status).toBe(400);
  });

  it('refuses invalid bodies with 400, creating nothing', async () => {
    for (const body of [
      {},
      { description: '   ' },
      { description: 'x', budgetedCost: -5 },
      { description: 'x', actualCost: 10.001 },
      { description: 'x', eventType: 99 },
      { description: 'x', status: 0 },
      { description: 'x', eventDate: 'next tuesday' },
      { description: 'x', attendees: [{ attendee: missingId }] },
      { description: 'x', attendees: [{ attendee: amy }, { attendee: amy }] },
      { description: 'x', colour: 'red' },
    ]) {
      const { status, json } = await call('/api/event', { method: 'POST', body });
      expect(status, JSON.stringify(body)).toBe(400);
      expect((json as ErrorBody).message.length).toBeGreaterThan(0);
    }
    expect((await call('/api/events/count')).json).toBe(2);
  });

  it('refuses the event routes to clients and external callers', async () => {
    for (const role of ['client', 'external'] as const) {
      const other = (await app.signIn(role)).token;
      expect((await app.asToken(other).call(`/api/event/${event._id}`)).status).toBe(403);
      expect((await app.asToken(other).call('/api/events')).status).toBe(403);
    }
  });
});

describe('editing events and attendees', () => {
  let event: CrmEvent;

  beforeAll(async () => {
    event = (await call('/api/event', { method: 'POST', body: seminar })).json as CrmEvent;
  });

  it('updates with If-Match and answers text; a stale version is a 409 with the current one', async () => {
    const put = await call(`/api/event/${event._id}`, {
      method: 'PUT',
      headers: { 'if-match': `"${event.version}"` },
      body: { actualCost: 1350.5, status: EventStatus.Completed },
    });
    expect(put.status).toBe(200);
    expect(put.text).toBe('Event updated');
    expect(put.headers.get('content-type')).toContain('text/plain');
    const stale = await call(`/api/event/${event._id}`, {
      method: 'PUT',
      headers: { 'if-match': `"${event.version}"` },
      body: { city: 'York' },
    });
    expect(stale.status).toBe(409);
    expect((stale.json as ErrorBody).currentVersion).toBe(Number(put.headers.get('etag')!.replaceAll('"', '')));
    const now = (await call(`/api/event/${event._id}`)).json as CrmEvent;
    expect(now).toMatchObject({ actualCost: 1350.5, status: EventStatus.Completed, city: 'Harrogate' });
    expect((await call(`/api/event/${event._id}`, { method: 'PUT', body: { budgetedCost: -1 } })).status).toBe(400);
    expect((await call(`/api/event/${missingId}`, { method: 'PUT', body: { city: 'York' } })).status).toBe(404);
  });

  it('invites, changes, and removes attendees one at a time, each in the history', async () => {
    const invited = await call(`/api/event/${event._id}/attendees`, { method: 'POST', body: { attendee: ben } });
    expect(invited.status).toBe(201);
    expect((invited.json as CrmEvent).attendees).toEqual([
      { attendee: ben, status: AttendeeStatus.Invited, hasResponded: false },
    ]);
    expect((await call(`/api/event/${event._id}/attendees`, { method: 'POST', body: { attendee: ben } })).status).toBe(
      409,
    );
    expect(
      (await call(`/api/event/${event._id}/attendees`, { method: 'POST', body: { attendee: missingId } })).status,
    ).toBe(400);

    const confirmed = await call(`/api/event/${event._id}/attendees/${ben}`, {
      method: 'PUT',
      body: { status: AttendeeStatus.ConfirmedAttending },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toBe('Attendee updated');
    const stale = await call(`/api/event/${event._id}/attendees/${ben}`, {
      method: 'PUT',
      headers: { 'if-match': `"${(invited.json as CrmEvent).version}"` },
      body: { status: AttendeeStatus.Attended },
    });
    expect(stale.status).toBe(409);
    expect(
      (await call(`/api/event/${event._id}/attendees/${amy}`, { method: 'PUT', body: { hasResponded: true } })).status,
    ).toBe(404);
    expect((await call(`/api/event/${event._id}/attendees/${ben}`, { method: 'PUT', body: {} })).status).toBe(400);
    expect((await call(`/api/event/${event._id}`)).json).toMatchObject({
      attendees: [{ attendee: ben, status: AttendeeStatus.ConfirmedAttending, hasResponded: true }],
    });

    const removed = await call(`/api/event/${event._id}/attendees/${ben}`, { method: 'DELETE' });
    expect(removed.text).toBe('Attendee removed');
    expect(((await call(`/api/event/${event._id}`)).json as CrmEvent).attendees).toEqual([]);

    const history = (await call(`/api/history/event/${event._id}`)).json as HistoryEntry[];
    expect(history.map((h) => h.type)).toEqual([
      'CrmEventScheduled',
      'CrmEventUpdated',
      'CrmEventStatusChanged',
      'AttendeeInvited',
      'AttendeeStatusChanged',
      'AttendeeResponded',
      'AttendeeRemoved',
    ]);
    expect(history[4]!.data).toEqual({
      eventId: event._id,
      attendee: ben,
      from: AttendeeStatus.Invited,
      to: AttendeeStatus.ConfirmedAttending,
    });
  });

  it('takes a whole attendee list in PUT, as the original client saves it', async () => {
    const put = await call(`/api/event/${event._id}`, {
      method: 'PUT',
      body: { ...event, attendees: [{ attendee: amy, status: AttendeeStatus.SeminarBooked, hasResponded: false }] },
    });
    expect(put.status).toBe(200);
    expect(((await call(`/api/event/${event._id}`)).json as CrmEvent).attendees).toEqual([
      { attendee: amy, status: AttendeeStatus.SeminarBooked, hasResponded: false },
    ]);
  });

  it('deletes with If-Match; afterwards the event is gone', async () => {
    const current = (await call(`/api/event/${event._id}`)).json as CrmEvent;
    expect((await call(`/api/event/${event._id}`, { method: 'DELETE', headers: { 'if-match': '"1"' } })).status).toBe(
      409,
    );
    const removed = await call(`/api/event/${event._id}`, {
      method: 'DELETE',
      headers: { 'if-match': `"${current.version}"` },
    });
    expect(removed.status).toBe(200);
    expect(removed.text).toBe('Event deleted');
    expect((await call(`/api/event/${event._id}`)).status).toBe(404);
    expect((await call(`/api/event/attendees/${event._id}`)).status).toBe(404);
    expect((await call(`/api/event/${event._id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await call('/api/event/not-an-id')).status).toBe(400);
  });
});

describe('realtime', () => {
  it("pushes an attendee's status change to the event's room", async () => {
    const event = (await call('/api/event', { method: 'POST', body: { ...seminar, attendees: [{ attendee: amy }] } }))
      .json as CrmEvent;
    const { cookie } = await app.signIn('manager');
    const socket: Socket = io(app.baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { cookie },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      await socket.timeout(5_000).emitWithAck(SocketEvents.subscribe, { rooms: [`record:event:${event._id}`] });
      const pushed = new Promise<ChangeMessage>((resolve) => socket.once(SocketEvents.change, resolve));
      await call(`/api/event/${event._id}/attendees/${amy}`, {
        method: 'PUT',
        body: { status: AttendeeStatus.MapAndDirectionsSent },
      });
      expect(await pushed).toMatchObject({ type: 'event', id: event._id, version: event.version + 1, op: 'updated' });
    } finally {
      socket.disconnect();
    }
  });
});
