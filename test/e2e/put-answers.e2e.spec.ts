import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttendeeStatus, type ReportSchedule } from '@dealbook/contracts';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { buildIsolationWorld, type IsolationWorld } from './isolation-world.js';

/**
 * A PUT answers spec §7's sentence by default; a client whose Accept asks for JSON gets the record
 * as saved instead, as its GET answers it (body and ETag), so that it need not read it again.
 */
let app: TestApp;
let token: string;
let world: IsolationWorld;
let schedule: ReportSchedule;

beforeAll(async () => {
  app = await startTestApp();
  world = await buildIsolationWorld(app);
  token = (await app.signIn('admin')).token;
  const created = await send('POST', '/api/report-schedule', {
    body: {
      report: 'pipeline',
      filters: { type: 'deals' },
      frequency: 'daily',
      time: '07:30',
      recipients: [app.users.manager.email],
      format: 'pdf',
    },
  });
  expect(created.status, created.text).toBe(201);
  schedule = JSON.parse(created.text) as ReportSchedule;
});
afterAll(async () => {
  await app?.close();
});

async function send(method: string, path: string, init: { body?: unknown; accept?: string } = {}) {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.accept === undefined ? {} : { accept: init.accept }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

interface Case {
  /** The PUT's path. */
  path: () => string;
  /** Two edits, so the second answer is of a new version. */
  bodies: () => [Record<string, unknown>, Record<string, unknown>];
  sentence: string;
  /** The record as its GET answers it, and that GET's ETag. */
  read: () => Promise<{ json: unknown; etag: string | null }>;
}

const got = (path: () => string) => async () => {
  const answer = await send('GET', path());
  expect(answer.status, answer.text).toBe(200);
  return { json: JSON.parse(answer.text) as unknown, etag: answer.headers.get('etag') };
};

const record = (type: keyof IsolationWorld['outside'], sentence: string, field: string, value: unknown): Case => {
  const path = () => `/api/${type}/${world.outside[type]}`;
  return { path, bodies: () => [{ [field]: value }, { [field]: `${String(value)} again` }], sentence, read: got(path) };
};

const cases: Record<string, Case> = {
  company: record('company', 'Company updated', 'city', 'Bath'),
  contact: record('contact', 'Contact updated', 'jobTitle', 'Buyer'),
  project: record('project', 'Project updated', 'description', 'The sale'),
  purchase: record('purchase', 'Purchase updated', 'clientComments', 'Keen'),
  communication: record('communication', 'Communication updated', 'content', 'Called back'),
  attachment: record('attachment', 'Attachment updated', 'description', 'Board pack'),
  task: record('task', 'Task updated', 'subject', 'Chase'),
  note: record('note', 'Note updated', 'content', 'Noted'),
  payment: record('payment', 'Payment updated', 'description', 'Fee'),
  event: record('event', 'Event updated', 'description', 'Breakfast'),
  user: record('user', 'User updated', 'firstName', 'Stella'),
  'event attendee': {
    path: () => `/api/event/${world.outside.event}/attendees/${world.outside.contact}`,
    bodies: () => [{ status: AttendeeStatus.ConfirmedAttending }, { status: AttendeeStatus.Attended }],
    sentence: 'Attendee updated',
    read: got(() => `/api/event/${world.outside.event}`),
  },
  'report schedule': {
    path: () => `/api/report-schedule/${schedule._id}`,
    bodies: () => {
      const fields = { report: 'pipeline', filters: { type: 'deals' }, frequency: 'daily', format: 'pdf' };
      const recipients = [app.users.manager.email];
      return [
        { ...fields, recipients, time: '08:00' },
        { ...fields, recipients, time: '09:00' },
      ];
    },
    sentence: 'Report schedule updated',
    // No GET of one schedule: the list's row, whose version the ETag names.
    read: async () => {
      const list = await send('GET', '/api/report-schedules?report=pipeline');
      const row = (JSON.parse(list.text) as ReportSchedule[]).find((s) => s._id === schedule._id)!;
      return { json: row, etag: `"${row.version}"` };
    },
  },
};

describe('PUT of a record', () => {
  it.each(Object.keys(cases))('%s: answers its sentence as text without an Accept asking for JSON', async (name) => {
    const { path, bodies, sentence } = cases[name]!;
    for (const accept of [undefined, '*/*', 'text/plain', 'text/plain, application/json;q=0.9']) {
      const answer = await send('PUT', path(), { body: bodies()[0], accept });
      expect(answer.status, `${accept} ${answer.text}`).toBe(200);
      expect(answer.text, accept).toBe(sentence);
      expect(answer.headers.get('content-type'), accept).toMatch(/^text\/plain/);
      expect(answer.headers.get('etag'), accept).toMatch(/^"\d+"$/);
    }
  });

  it.each(Object.keys(cases))(
    '%s: answers the saved record with its new ETag, as its GET does, to Accept: application/json',
    async (name) => {
      const { path, bodies, read } = cases[name]!;
      const before = await read();
      const answer = await send('PUT', path(), { body: bodies()[1], accept: 'application/json' });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.headers.get('vary')).toMatch(/accept/i);
      const saved = JSON.parse(answer.text) as { version: number };
      expect(answer.headers.get('etag')).toBe(`"${saved.version}"`);
      expect(answer.headers.get('etag')).not.toBe(before.etag);
      const after = await read();
      expect(saved).toEqual(after.json);
      expect(answer.headers.get('etag')).toBe(after.etag);
    },
  );

  it('prefers JSON when the Accept lists it first or weighs it higher, as content negotiation reads it', async () => {
    const { path, bodies } = cases['company']!;
    for (const accept of ['application/json, text/plain, */*', 'text/plain;q=0.5, application/json']) {
      const answer = await send('PUT', path(), { body: bodies()[0], accept });
      expect(answer.headers.get('content-type'), accept).toMatch(/^application\/json/);
    }
  });

  it('still answers a refusal as the one JSON error body, whatever the Accept', async () => {
    const answer = await send('PUT', `/api/company/${world.outside.company}`, {
      body: { companyName: '' },
      accept: 'application/json',
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ statusCode: 400 });
  });
});
