import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AttendeeStatus,
  CommunicationAction,
  recordRoom,
  type MergeOutcome,
  type MergePreview,
  type MergeUndoOutcome,
} from '@dealbook/contracts';
import { collectChanges, connectSocket, subscribeRooms, waitUntil } from '../support/socket-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { apiCaller, expectRebuildEqualsInline, historyLines, uploadForm } from './merge-support.js';

let app: TestApp;
let dataDir: string;
const call = apiCaller(() => app);
let manager: string;
let admin: string;
let client: string;
let user: string;
let external: string;

async function create(path: string, body: unknown): Promise<string> {
  const answer = await call(admin, path, 'POST', body);
  expect(answer.status, answer.text).toBe(201);
  return (answer.json as { _id: string })._id;
}

const ids = {} as Record<
  | 'harbour'
  | 'bay'
  | 'survivor'
  | 'merged'
  | 'task'
  | 'note'
  | 'attachment'
  | 'communication'
  | 'breakfast'
  | 'seminar',
  string
>;
let outcome: MergeOutcome;
let mergedReference: string;

const idsOf = (list: { _id: string }[]) => list.map((item) => item._id);
const attendeesOf = async (eventId: string) =>
  ((await call(admin, `/api/event/${eventId}`)).json.attendees as { attendee: string; status: number }[]).map(
    ({ attendee, status }) => ({ attendee, status }),
  );

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dealbook-contact-merge-'));
  app = await startTestApp({ env: { DATA_DIR: dataDir } });
  const tokens = await Promise.all(
    (['manager', 'admin', 'client', 'user', 'external'] as const).map(async (role) => (await app.signIn(role)).token),
  );
  [manager, admin, client, user, external] = tokens as [string, string, string, string, string];
  ids.harbour = await create('/api/company', { companyName: 'Harbour Partners' });
  ids.bay = await create('/api/company', { companyName: 'Bay Capital' });
  ids.survivor = await create('/api/contact', {
    firstName: 'Helen',
    lastName: 'Marsh',
    email: 'helen@harbour.example',
    companies: [ids.harbour],
  });
  ids.merged = await create('/api/contact', {
    firstName: 'Helen',
    lastName: 'Marsh',
    mobile: '07700 900123',
    jobTitle: 'Partner',
    companies: [ids.bay],
    referrals: [ids.harbour],
  });
  mergedReference = (await call(admin, `/api/contact/${ids.merged}`)).json.reference;
  ids.task = await create('/api/task', {
    subject: 'Send Helen the teaser',
    dueDate: '2027-01-01T00:00:00Z',
    contacts: [ids.merged],
  });
  ids.note = await create('/api/note', { content: 'Helen prefers mornings', contacts: [ids.merged] });
  const uploaded = await call(admin, '/api/attachment', 'POST', uploadForm('Helen CV.pdf', { contacts: ids.merged }));
  expect(uploaded.status, uploaded.text).toBe(201);
  ids.attachment = (uploaded.json as { _id: string })._id;
  ids.communication = await create('/api/communication', {
    commsDate: '2026-11-02T09:30:00Z',
    content: 'Spoke to Helen',
    outcome: 'Spoke to Contact - Successful call',
    action: CommunicationAction.SendNDA,
    contacts: [ids.merged],
    contacted: [ids.merged],
  });
  ids.breakfast = await create('/api/event', {
    description: 'Spring breakfast',
    eventDate: '2027-03-01T08:00:00Z',
    attendees: [{ attendee: ids.merged, status: AttendeeStatus.ConfirmedAttending }],
  });
  ids.seminar = await create('/api/event', {
    description: 'Autumn seminar',
    eventDate: '2027-09-01T08:00:00Z',
    attendees: [
      { attendee: ids.merged, status: AttendeeStatus.Declined },
      { attendee: ids.survivor, status: AttendeeStatus.Attended },
    ],
  });
});

afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const preview = (token: string) =>
  call<MergePreview>(token, `/api/contacts/merge-preview?survivor=${ids.survivor}&merged=${ids.merged}`);

describe('merging two contacts', () => {
  it('previews the fields in words and what moves', async () => {
    const answer = await preview(manager);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.merged).toMatchObject({ name: 'Helen Marsh', detail: 'Bay Capital' });
    expect(answer.json.fields.find((f) => f.field === 'mobile')).toMatchObject({
      label: 'Mobile',
      survivorText: '—',
      mergedText: '07700 900123',
      suggested: 'merged',
    });
    expect(answer.json.moves).toEqual([
      { kind: 'companies', count: 2 },
      { kind: 'tasks', count: 1 },
      { kind: 'notes', count: 1 },
      { kind: 'attachments', count: 1 },
      { kind: 'events', count: 2 },
      { kind: 'communications', count: 2 },
    ]);
    expect(answer.json.blockers).toEqual([]);
  });

  it('is refused to a plain user, an external caller and a client (403)', async () => {
    for (const token of [user, external, client]) {
      expect((await preview(token)).status).toBe(403);
      const merge = await call(token, '/api/contacts/merge', 'POST', { survivor: ids.survivor, merged: ids.merged });
      expect(merge.status).toBe(403);
    }
  });

  it('refuses an unknown field with a 400 naming it', async () => {
    const answer = await call(manager, '/api/contacts/merge', 'POST', {
      survivor: ids.survivor,
      merged: ids.merged,
      fields: { companyName: 'merged' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe('fields: companyName is not a field of a contact');
  });

  it('moves companies, referrals, children, invitations and calls to the survivor', async () => {
    // Open screens hear of it through the one change fan-out, as of any other write.
    const socket = await connectSocket(app.baseUrl, { token: admin });
    const rooms = [
      recordRoom('contact', ids.survivor),
      recordRoom('contact', ids.merged),
      recordRoom('task', ids.task),
      recordRoom('event', ids.breakfast),
    ];
    expect((await subscribeRooms(socket, rooms)).joined).toEqual(rooms);
    const pushed = collectChanges(socket);
    const answer = await call<MergeOutcome>(manager, '/api/contacts/merge', 'POST', {
      survivor: ids.survivor,
      merged: ids.merged,
      fields: { mobile: 'merged', jobTitle: 'merged' },
    });
    expect(answer.status, answer.text).toBe(200);
    outcome = answer.json;
    const survivor = (await call(admin, `/api/contact/${ids.survivor}`)).json;
    expect(survivor).toMatchObject({ mobile: '07700 900123', jobTitle: 'Partner', email: 'helen@harbour.example' });
    expect(idsOf(survivor.companies)).toEqual([ids.harbour, ids.bay]);
    expect(idsOf(survivor.referrals)).toEqual([ids.harbour]);
    expect(survivor).toMatchObject({ tasks: [ids.task], notes: [ids.note], attachments: [ids.attachment] });
    expect(survivor.communications).toEqual([ids.communication]);
    const communication = (await call(admin, `/api/communication/${ids.communication}`)).json;
    expect(communication.contacts).toEqual([ids.survivor]);
    expect(idsOf(communication.contacted)).toEqual([ids.survivor]);
    expect(await attendeesOf(ids.breakfast)).toEqual([
      { attendee: ids.survivor, status: AttendeeStatus.ConfirmedAttending },
    ]);
    expect(await attendeesOf(ids.seminar)).toEqual([{ attendee: ids.survivor, status: AttendeeStatus.Attended }]);
    const bay = (await call(admin, `/api/company/${ids.bay}`)).json;
    expect(idsOf(bay.employees)).toEqual([ids.survivor]);
    const heard = (id: string, op?: string) => pushed.some((m) => m.id === id && (!op || m.op === op));
    await waitUntil(
      () => heard(ids.survivor) && heard(ids.merged, 'deleted') && heard(ids.task) && heard(ids.breakfast),
      'The merge pushes to the open records',
    );
    socket.disconnect();
  });

  it('answers the merged-away contact, by id or reference, with a 301 to the survivor', async () => {
    const answer = await call(admin, `/api/contact/${ids.merged}`);
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe(`/api/contact/${ids.survivor}`);
    const byReference = await call(admin, `/api/contact/${mergedReference.toLowerCase()}`);
    expect(byReference.status).toBe(301);
    expect(byReference.headers.get('location')).toBe(`/api/contact/${ids.survivor}`);
    expect(answer.json.mergedInto).toEqual({ type: 'contact', _id: ids.survivor });
    expect((await call(external, `/api/contact/${ids.merged}`)).status).toBe(403);
  });

  it('shows the merge in both histories', async () => {
    const survivor = historyLines((await call(admin, `/api/history/contact/${ids.survivor}`)).json);
    expect(survivor.at(-1)).toBe('Manager Tester merged Helen Marsh into Helen Marsh, taking its job title and mobile');
    const merged = historyLines((await call(admin, `/api/history/contact/${ids.merged}`)).json);
    expect(merged.at(-1)).toBe('Manager Tester merged Helen Marsh into Helen Marsh');
  });

  it('rebuilds the read models exactly as the merge wrote them', async () => {
    await expectRebuildEqualsInline(app);
  });

  it('undoes the merge: the contact comes back with its own values and links', async () => {
    const answer = await call<MergeUndoOutcome>(manager, `/api/merges/${outcome.mergeId}/undo`, 'POST');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.kept).toEqual([]);
    const merged = (await call(admin, `/api/contact/${ids.merged}`)).json;
    expect(merged).toMatchObject({ mobile: '07700 900123', tasks: [ids.task], notes: [ids.note] });
    expect(idsOf(merged.companies)).toEqual([ids.bay]);
    expect(idsOf(merged.referrals)).toEqual([ids.harbour]);
    const survivor = (await call(admin, `/api/contact/${ids.survivor}`)).json;
    expect(survivor).toMatchObject({ mobile: '', jobTitle: '', tasks: [], notes: [] });
    expect(idsOf(survivor.companies)).toEqual([ids.harbour]);
    expect(idsOf(survivor.referrals)).toEqual([]);
    const communication = (await call(admin, `/api/communication/${ids.communication}`)).json;
    expect(communication.contacts).toEqual([ids.merged]);
    expect(idsOf(communication.contacted)).toEqual([ids.merged]);
    expect(await attendeesOf(ids.breakfast)).toEqual([
      { attendee: ids.merged, status: AttendeeStatus.ConfirmedAttending },
    ]);
    expect(await attendeesOf(ids.seminar)).toEqual([
      { attendee: ids.survivor, status: AttendeeStatus.Attended },
      { attendee: ids.merged, status: AttendeeStatus.Declined },
    ]);
    expect((await call(manager, `/api/merges/${outcome.mergeId}/undo`, 'POST')).status).toBe(409);
  });

  it('rebuilds the read models exactly as the undo wrote them', async () => {
    await expectRebuildEqualsInline(app);
  });
});
