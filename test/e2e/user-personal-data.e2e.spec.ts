import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommunicationAction, Role } from '@dealbook/contracts';
import { pdfPages } from '../support/libre-office.js';
import { queryOnce } from '../support/sql.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { apiCaller, pdf, uploadForm } from './merge-support.js';

/**
 * Subject access for a staff account (issue 37): an administrator downloads everything the firm
 * holds about one of its users — the account, how they sign in (never a secret), their history and
 * every record that names them by their user id — as the contact's archive is made; the export is
 * recorded on the user's history without its content. Nobody below an administrator gets it, not
 * even about themselves.
 */
let app: TestApp;
let dataDir: string;
const call = apiCaller(() => app);
const tokens = {} as Record<'admin' | 'superadmin' | 'manager' | 'user' | 'client' | 'external' | 'subject', string>;
const ids = {} as Record<
  | 'subject'
  | 'company'
  | 'client'
  | 'project'
  | 'purchase'
  | 'logged'
  | 'onCall'
  | 'assigned'
  | 'created'
  | 'note'
  | 'mention'
  | 'attachment'
  | 'ownSchedule'
  | 'mailedSchedule',
  string
>;
const person = {
  firstName: 'Ottoline',
  lastName: 'Vanderpump',
  email: 'ottoline.vanderpump@firm.example',
  password: 'a-secret-sign-in-phrase',
};

async function create(token: string, path: string, body: unknown): Promise<string> {
  const answer = await call(token, path, 'POST', body);
  expect(answer.status, answer.text).toBe(201);
  return (answer.json as { _id: string })._id;
}

const download = (token: string, id: string) =>
  fetch(`${app.baseUrl}/api/user/${id}/personal-data`, { headers: { authorization: `Bearer ${token}` } });

async function archiveOf(token: string, id: string) {
  const response = await download(token, id);
  expect(response.status, await response.clone().text()).toBe(200);
  return { response, files: unzipSync(new Uint8Array(await response.arrayBuffer())) };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dealbook-user-personal-data-'));
  app = await startTestApp({ env: { DATA_DIR: dataDir } });
  for (const role of ['admin', 'superadmin', 'manager', 'user', 'client', 'external'] as const)
    tokens[role] = (await app.signIn(role)).token;
  const { password, ...account } = person;
  ids.subject = await create(tokens.admin, '/api/user', { ...account, password, role: Role.user });
  const signedIn = await fetch(`${app.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'SubjectBrowser/1.0' },
    body: JSON.stringify({ email: person.email, password }),
  });
  expect(signedIn.status).toBe(200);
  tokens.subject = ((await signedIn.json()) as { userToken: string }).userToken;
  const me = tokens.subject;

  // The account: a display name they chose, the targets their manager set.
  expect((await call(me, `/api/user/${ids.subject}`, 'PUT', { displayName: 'Otti' })).status).toBe(200);
  const targets = await call(tokens.manager, `/api/user/${ids.subject}/targets`, 'PUT', {
    callsPerDay: 31,
    ndasPerMonth: 4,
  });
  expect(targets.status, targets.text).toBe(200);

  ids.company = await create(tokens.admin, '/api/company', { companyName: 'Larkspur Holdings' });
  ids.client = await create(tokens.admin, '/api/company', { companyName: 'Seller Group plc' });
  ids.project = await create(tokens.admin, '/api/project', {
    projectName: 'Seller Group sale',
    client: ids.client,
    owner: ids.subject,
  });
  ids.purchase = await create(tokens.admin, '/api/purchase', { company: ids.company, project: ids.project });
  // A call they logged, and one someone else logged with them among the callers.
  ids.logged = await create(me, '/api/communication', {
    commsDate: '2026-11-02T09:30:00Z',
    content: 'Walked the buyer through the teaser',
    outcome: 'Spoke to Contact - Successful call',
    action: CommunicationAction.SendNDA,
    purchases: [ids.purchase],
  });
  ids.onCall = await create(tokens.admin, '/api/communication', {
    commsDate: '2026-11-03T10:00:00Z',
    content: 'Joint call on the heads of terms',
    employees: [ids.subject, app.users.admin._id],
    purchases: [ids.purchase],
  });
  ids.assigned = await create(tokens.admin, '/api/task', {
    subject: 'Chase the signed NDA',
    dueDate: '2027-01-01T00:00:00Z',
    assignedTo: [ids.subject],
    projects: [ids.project],
  });
  ids.created = await create(me, '/api/task', {
    subject: 'Book the data room',
    dueDate: '2027-02-01T00:00:00Z',
    projects: [ids.project],
  });
  ids.note = await create(me, '/api/note', { content: 'Buyer prefers mornings', companies: [ids.company] });
  // Free text on another record that names her: listed, not linked.
  ids.mention = await create(tokens.admin, '/api/note', {
    content: `${person.firstName} ${person.lastName} takes over this account from Monday`,
    companies: [ids.client],
  });
  const uploaded = await call(me, '/api/attachment', 'POST', uploadForm('Call notes.pdf', { companies: ids.company }));
  expect(uploaded.status, uploaded.text).toBe(201);
  ids.attachment = (uploaded.json as { _id: string })._id;
  const viewed = await call(me, `/api/user/${ids.subject}/recently-viewed`, 'POST', {
    objectId: ids.company,
    name: 'Larkspur Holdings',
    type: 'Company',
  });
  expect(viewed.status, viewed.text).toBe(200);
  const schedule = { report: 'pipeline', filters: { type: 'deals' }, frequency: 'daily', time: '07:30' };
  ids.ownSchedule = await create(me, '/api/report-schedule', { ...schedule, recipients: [app.users.manager.email] });
  ids.mailedSchedule = await create(tokens.admin, '/api/report-schedule', {
    ...schedule,
    time: '08:00',
    recipients: [person.email],
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

type Archive = Record<string, unknown> & {
  format: string;
  subject: { type: string; _id: string; fullName: string; email: string };
  exportedBy: { _id: string };
  user: Record<string, unknown> & { userSettings: { recentlyViewedItems: { objectId: string }[] } };
  role: string;
  targets: { callsPerDay: number; ndasPerMonth: number } | null;
  signIn: { hasPassword: boolean; identities: unknown[]; sessions: Record<string, unknown>[] };
  history: { type: string }[];
  tasks: { _id: string }[];
  communications: { _id: string }[];
  notes: { _id: string }[];
  attachments: { _id: string; archivePath: string }[];
  projects: { _id: string; roles: string[] }[];
  reportSchedules: { _id: string }[];
  imports: unknown[];
  mentions: { recordId: string; recordType: string; text: string }[];
};

describe('GET /api/user/{id}/personal-data', () => {
  it('answers an administrator one archive holding the account and every record that names the user, their file and a readable PDF', async () => {
    const { response, files } = await archiveOf(tokens.admin, ids.subject);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('personal%20data%20-%20Ottoline%20Vanderpump');
    const data = JSON.parse(strFromU8(files['personal-data.json']!)) as Archive;
    expect(data.format).toBe('dealbook-personal-data/1');
    expect(data.subject).toEqual({
      type: 'user',
      _id: ids.subject,
      fullName: 'Ottoline Vanderpump',
      email: person.email,
    });
    expect(data.exportedBy._id).toBe(app.users.admin._id);
    expect(data.user).toMatchObject({
      _id: ids.subject,
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      displayName: 'Otti',
      role: Role.user,
    });
    expect(data.role).toBe('User');
    expect(data.user.userSettings.recentlyViewedItems.map((item) => item.objectId)).toEqual([ids.company]);
    expect(data.targets).toEqual({ callsPerDay: 31, ndasPerMonth: 4 });
    expect(data.signIn.hasPassword).toBe(true);
    expect(data.signIn.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.signIn.sessions.map((session) => session.userAgent)).toContain('SubjectBrowser/1.0');
    expect(data.history.map((entry) => entry.type)).toEqual(
      expect.arrayContaining(['UserRegistered', 'UserProfileUpdated', 'UserTargetsSet', 'RecordViewed']),
    );
    expect(data.communications.map((c) => c._id)).toEqual([ids.onCall, ids.logged]);
    expect(data.tasks.map((t) => t._id).sort()).toEqual([ids.assigned, ids.created].sort());
    expect(data.notes.map((n) => n._id)).toEqual([ids.note]);
    expect(data.projects).toEqual([expect.objectContaining({ _id: ids.project, roles: ['owner'] })]);
    expect(data.reportSchedules.map((s) => s._id).sort()).toEqual([ids.ownSchedule, ids.mailedSchedule].sort());
    expect(data.imports).toEqual([]);
    expect(data.mentions).toEqual([
      expect.objectContaining({ recordType: 'note', recordId: ids.mention, text: expect.stringContaining('Monday') }),
    ]);
    const [attachment] = data.attachments;
    expect(data.attachments).toHaveLength(1);
    expect(attachment).toMatchObject({ _id: ids.attachment });
    expect(Buffer.from(files[attachment!.archivePath]!)).toEqual(pdf('Call notes.pdf'));

    await mkdir('test-results', { recursive: true });
    await writeFile('test-results/user-personal-data.pdf', files['personal-data.pdf']!);
    const { pages } = await pdfPages(Buffer.from(files['personal-data.pdf']!));
    const text = pages.join('\n').replace(/\s+/g, ' ');
    for (const expected of [
      'Personal data held on Ottoline Vanderpump',
      `User account ${person.email}`,
      'History of the record',
      'Chase the signed NDA',
      'Walked the buyer through the teaser',
      'Buyer prefers mornings',
      'Call notes.pdf',
      'Seller Group sale',
      'SubjectBrowser/1.0',
      'takes over this account',
    ])
      expect(text).toContain(expected);
  });

  it('holds no secret: no password or its hash, no session id or token, no signing key', async () => {
    const { files } = await archiveOf(tokens.admin, ids.subject);
    const json = strFromU8(files['personal-data.json']!);
    const [hash] = await queryOnce<{ password_hash: string }>(
      app.databaseUrl,
      'select password_hash from user_credentials where user_id = $1',
      [ids.subject],
    );
    const sessions = await queryOnce<{ id: string }>(app.databaseUrl, 'select id from sessions where user_id = $1', [
      ids.subject,
    ]);
    const secrets = await queryOnce<{ value: string }>(app.databaseUrl, 'select value from app_secrets');
    expect(hash?.password_hash).toMatch(/^\$argon2/);
    expect(sessions.length).toBeGreaterThanOrEqual(1);
    for (const secret of [
      person.password,
      hash!.password_hash,
      tokens.subject,
      ...sessions.map((s) => s.id),
      ...secrets.map((s) => s.value),
    ])
      expect(json).not.toContain(secret);
    expect(json).not.toMatch(/argon2|"password|"passwordHash"|"token"|"idToken"|"id_token"|"secret/i);
  });

  it('records the export on the user’s history, naming who asked and nothing of the data; the account still saves', async () => {
    const history = await call(tokens.admin, `/api/history/user/${ids.subject}`);
    const exported = (
      history.json as { type: string; data: unknown; actor: { _id: string } | null; sentence: { text: string }[] }[]
    ).filter((entry) => entry.type === 'UserPersonalDataExported');
    expect(exported.length).toBeGreaterThanOrEqual(1);
    expect(exported[0]!.data).toEqual({ userId: ids.subject });
    expect(exported[0]!.actor?._id).toBe(app.users.admin._id);
    // Said as the user's other events are, on their own history: "the user".
    expect(exported[0]!.sentence.map((part) => part.text).join('')).toBe(
      `${app.users.admin.fullName} exported the personal data held on the user`,
    );
    // The user's ETag follows its stream, so an edit with it still saves.
    const user = await call(tokens.admin, `/api/user/${ids.subject}`);
    const saved = await fetch(`${app.baseUrl}/api/user/${ids.subject}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${tokens.admin}`,
        'content-type': 'application/json',
        'If-Match': user.headers.get('etag')!,
      },
      body: JSON.stringify({ isTeamMember: true }),
    });
    expect(saved.status, await saved.text()).toBe(200);
  });

  it('is for administrators only: a superadmin may; a client, external caller, user or manager gets 403 for another user and for themselves, and nothing is recorded', async () => {
    const superadmin = await download(tokens.superadmin, ids.subject);
    expect(superadmin.status).toBe(200);
    await superadmin.arrayBuffer();
    // An administrator answers for their own account too.
    const own = await download(tokens.admin, app.users.admin._id);
    expect(own.status).toBe(200);
    await own.arrayBuffer();
    const historyLength = async (id: string) =>
      ((await call(tokens.admin, `/api/history/user/${id}`)).json as unknown[]).length;
    for (const role of ['client', 'external', 'user', 'manager'] as const) {
      const targets = [ids.subject, app.users.admin._id, app.users[role]._id];
      const before = await Promise.all(targets.map(historyLength));
      for (const id of targets) {
        const refused = await download(tokens[role], id);
        expect(refused.status, `${role} → ${id}`).toBe(403);
        expect(refused.headers.get('content-type'), role).toContain('application/json');
      }
      expect(await Promise.all(targets.map(historyLength)), role).toEqual(before);
    }
    // The subject, a user, may not export themselves either.
    expect((await download(tokens.subject, ids.subject)).status).toBe(403);
  });

  it('answers 404 naming the user for one that does not exist and 400 naming the id for one that is not an id', async () => {
    const unknown = '01a22be3-d370-756b-a646-3350b32552de';
    const missing = await download(tokens.admin, unknown);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(`User ${unknown} was not found`);
    const bad = await download(tokens.admin, 'not-an-id');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('id');
  });
});
