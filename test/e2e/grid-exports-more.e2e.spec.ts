import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttendeeStatus, EventType, type Contact, type CrmEvent } from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { downloadSheet } from './export-support.js';
import { createCompany, createProject } from './projects-support.js';

/**
 * The export of the other grids (issue 15): projects (opportunities and deals), events, an
 * event's attendees, ambassadors and users, each with its grid's columns, filter and sort.
 */
let app: TestApp;
let token: string;
let call: Call;
let eventId: string;

async function create<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const created = await call<T>(path, { method: 'POST', body });
  expect(created.status, created.text).toBe(201);
  return created.json;
}

beforeAll(async () => {
  app = await startTestApp();
  token = (await app.signIn('admin')).token;
  call = app.asToken(token).call;
  const client = await createCompany(call, 'More Export Client');
  for (const name of ['Alder sale', 'Beech sale', 'Cedar sale']) {
    await createProject(call, { projectName: name, client: client._id, introductionDate: '2026-02-03T10:00:00Z' });
  }
  await createCompany(call, 'Ambassador Firm', { isAmbassador: true, hasSignedAmbassadorNDA: true });
  const ann = await create<Contact>('/api/contact', { firstName: 'Ann', lastName: 'Ambassador', isAmbassador: true });
  const bob = await create<Contact>('/api/contact', {
    firstName: 'Bob',
    lastName: 'Guest',
    email: 'bob@guest.example',
  });
  for (const [i, city] of ['Leeds', 'York'].entries()) {
    const event = await create<CrmEvent>('/api/event', {
      description: `Export breakfast ${i + 1}`,
      eventType: EventType.Breakfast,
      city,
      budgetedCost: 100 * (i + 1),
      eventDate: `2026-11-0${i + 1}T08:00:00Z`,
      attendees: [
        { attendee: ann._id, status: AttendeeStatus.Invited },
        { attendee: bob._id, status: AttendeeStatus.Invited, hasResponded: true },
      ],
    });
    eventId = event._id;
  }
});
afterAll(async () => {
  await app?.close();
});

describe('the other grids export every row of their filter and sort', () => {
  it('projects: the opportunities list with its stage column, dates as date cells', async () => {
    const sheet = await downloadSheet(app, '/api/projects/export?isDeal=false&sort=-projectName', token);
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-disposition')).toMatch(/opportunities_export_\d{8}_\d{6}\.xlsx/);
    expect(sheet.rows.map((row) => row.Project)).toEqual(['Cedar sale', 'Beech sale', 'Alder sale']);
    expect(sheet.header).toContain('Opportunity status');
    // The tab and the printed title say which list it is (both lists used to say "Projects").
    expect(sheet.sheet!.name).toBe('Opportunities');
    expect(sheet.title).toBe('Opportunities');
    expect(sheet.header).not.toContain('Deal status');
    expect(sheet.rows[0]!.Introduction).toEqual(new Date('2026-02-03T00:00:00Z'));
    expect((await call('/api/projects/export?isDeal=maybe')).status).toBe(400);
  });

  it("events and one event's attendees", async () => {
    const events = await downloadSheet(app, '/api/events/export?city=york', token);
    expect(events.rows).toHaveLength(1);
    expect(events.rows[0]).toMatchObject({
      Description: 'Export breakfast 2',
      Type: 'Breakfast',
      'Budgeted cost': 200,
    });
    expect(events.rows[0]!.Date).toEqual(new Date('2026-11-02T00:00:00Z'));
    // The costs add up in a totals row, as in the events PDF, and the title says it is filtered.
    expect(events.totals).toMatchObject({ Date: 'Total', 'Budgeted cost': { result: 200 } });
    expect(events.title).toBe('Events (filtered)');
    const attendees = await downloadSheet(app, `/api/event/attendees/${eventId}/export`, token);
    expect(attendees.rows).toEqual([
      { Name: 'Ann Ambassador', Email: null, Status: 'Invited', Responded: 'No' },
      { Name: 'Bob Guest', Email: 'bob@guest.example', Status: 'Invited', Responded: 'Yes' },
    ]);
    expect((await call(`/api/event/attendees/${eventId}/export?city=york`)).status).toBe(400);
    expect((await call('/api/event/attendees/0193a000-0000-7000-8000-00000000dead/export')).status).toBe(404);
  });

  it('ambassadors: only ambassadors, whatever the query says', async () => {
    const companies = await downloadSheet(app, '/api/companies/export/ambassadors?isAmbassador=false', token);
    expect(companies.rows).toEqual([{ Company: 'Ambassador Firm', Domain: null, City: null, 'NDA signed': 'Yes' }]);
    const people = await downloadSheet(app, '/api/contacts/export/ambassadors?sort=lastName', token);
    expect(people.rows.map((row) => row.Name)).toEqual(['Ann Ambassador']);
  });

  it('users: admins only, with roles in words', async () => {
    const users = await downloadSheet(app, '/api/users/export?role=3', token);
    expect(users.rows.map((row) => row.Role)).toEqual(['Manager']);
    expect(users.rows[0]!.Created).toBeInstanceOf(Date);
    expect((await call('/api/users/export?role=9')).status).toBe(400);
    const manager = (await app.signIn('manager')).token;
    expect((await app.asToken(manager).call('/api/users/export')).status).toBe(403);
  });
});
