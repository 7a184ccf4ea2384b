import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from '../support/libre-office.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createPersonWithEverything, type PersonLinks } from './person-with-everything.js';
import { apiCaller, pdf } from './merge-support.js';

/**
 * Subject access (issue 37): an administrator downloads everything held about a contact as one
 * archive — the data as JSON, a PDF to read, and their files — and the export is recorded on the
 * contact's history without its content. No narrower role gets it.
 */
let app: TestApp;
let dataDir: string;
const call = apiCaller(() => app);
const tokens = {} as Record<'admin' | 'superadmin' | 'manager' | 'user' | 'client' | 'external', string>;
const ids = {} as PersonLinks;
const person = {
  firstName: 'Zephyrine',
  lastName: 'Quackenbush',
  email: 'zephyrine.q@private.example',
  mobile: '07700 900777',
  line1: '17 Larkspur Mews',
  city: 'Ambridge',
};

const download = (token: string, id: string) =>
  fetch(`${app.baseUrl}/api/contact/${id}/personal-data`, { headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dealbook-personal-data-'));
  app = await startTestApp({ env: { DATA_DIR: dataDir } });
  for (const role of Object.keys({
    admin: 0,
    superadmin: 0,
    manager: 0,
    user: 0,
    client: 0,
    external: 0,
  }) as (keyof typeof tokens)[])
    tokens[role] = (await app.signIn(role)).token;
  Object.assign(ids, await createPersonWithEverything(call, tokens.admin, person));
}, 120_000);

afterAll(async () => {
  await app?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('GET /api/contact/{id}/personal-data', () => {
  it('answers an administrator one archive holding everything linked to the contact, their file and a readable PDF', async () => {
    const response = await download(tokens.admin, ids.contact);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('personal%20data%20-%20Zephyrine%20Quackenbush');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const data = JSON.parse(strFromU8(files['personal-data.json']!)) as Record<string, unknown> & {
      subject: { _id: string; fullName: string };
      exportedBy: { fullName: string };
      contact: Record<string, unknown>;
      history: { type: string }[];
      communications: { _id: string }[];
      eventsAttended: { _id: string }[];
      tasks: { _id: string }[];
      notes: { _id: string }[];
      attachments: { _id: string; archivePath: string }[];
      projects: { projectName: string }[];
      purchasers: { companyName: string }[];
      mentions: { recordId: string; recordType: string; text: string }[];
    };
    expect(data.subject).toMatchObject({ _id: ids.contact, fullName: 'Zephyrine Quackenbush' });
    expect(data.exportedBy.fullName).toBeTruthy();
    expect(data.contact).toMatchObject({
      email: person.email,
      mobile: person.mobile,
      line1: person.line1,
      city: person.city,
    });
    expect((data.contact.companies as { _id: string }[]).map((c) => c._id)).toEqual([ids.company]);
    expect(data.history.map((entry) => entry.type)).toContain('ContactRegistered');
    expect(data.communications.map((c) => c._id)).toEqual([ids.call]);
    expect(data.eventsAttended.map((e) => e._id)).toEqual([ids.event]);
    expect(data.tasks.map((t) => t._id)).toEqual([ids.task]);
    expect(data.notes.map((n) => n._id)).toEqual([ids.note]);
    expect(data.projects.map((p) => p.projectName)).toEqual(['Seller Group sale']);
    expect(data.purchasers.map((p) => p.companyName)).toEqual(['Larkspur Holdings']);
    expect(data.mentions).toEqual([
      expect.objectContaining({
        recordType: 'note',
        recordId: ids.mention,
        text: expect.stringContaining(person.email),
      }),
    ]);
    const [attachment] = data.attachments;
    expect(attachment).toMatchObject({ _id: ids.attachment });
    expect(Buffer.from(files[attachment!.archivePath]!)).toEqual(pdf('Passport scan.pdf'));
    await mkdir('test-results', { recursive: true });
    await writeFile('test-results/personal-data.pdf', files['personal-data.pdf']!);
    const { pages } = await pdfPages(Buffer.from(files['personal-data.pdf']!));
    const text = pages.join('\n').replace(/\s+/g, ' ');
    for (const expected of [
      'Personal data held on Zephyrine Quackenbush',
      person.email,
      'History of the record',
      'Winter dinner',
      'Prefers calls after ten',
      'Passport scan.pdf',
      'Seller Group sale',
      'at the fair',
    ])
      expect(text).toContain(expected);
  });

  it('records the export on the contact’s history, naming who asked and nothing of the data', async () => {
    const history = await call(tokens.admin, `/api/history/contact/${ids.contact}`);
    const exported = (history.json as { type: string; data: unknown; actor: { _id: string } | null }[]).filter(
      (entry) => entry.type === 'ContactPersonalDataExported',
    );
    expect(exported.length).toBeGreaterThanOrEqual(1);
    expect(exported[0]!.data).toEqual({ contactId: ids.contact });
    expect(exported[0]!.actor?._id).toBe(app.users.admin._id);
    // The contact itself is unchanged, and its ETag follows its stream so an edit still saves.
    const contact = await call(tokens.admin, `/api/contact/${ids.contact}`);
    const saved = await fetch(`${app.baseUrl}/api/contact/${ids.contact}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${tokens.admin}`,
        'content-type': 'application/json',
        'If-Match': contact.headers.get('etag')!,
      },
      body: JSON.stringify({ jobTitle: 'Director' }),
    });
    expect(saved.status, await saved.text()).toBe(200);
  });

  it('is for administrators only: a superadmin may, a manager, user, client or external caller gets 403 and nothing is recorded', async () => {
    expect((await download(tokens.superadmin, ids.contact)).status).toBe(200);
    const before = (await call(tokens.admin, `/api/history/contact/${ids.other}`)).json as unknown[];
    for (const role of ['manager', 'user', 'client', 'external'] as const) {
      const refused = await download(tokens[role], ids.other);
      expect(refused.status, role).toBe(403);
      expect(refused.headers.get('content-type'), role).toContain('application/json');
    }
    expect((await call(tokens.admin, `/api/history/contact/${ids.other}`)).json).toHaveLength(before.length);
  });

  it('answers 404 for a contact that does not exist and 400 naming the id for one that is not an id', async () => {
    expect((await download(tokens.admin, '01a22be3-d370-756b-a646-3350b32552de')).status).toBe(404);
    const bad = await download(tokens.admin, 'not-an-id');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('id');
  });
});
