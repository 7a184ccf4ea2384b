import { mkdtemp, readFile, rm, appendFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAttachmentFile, projections, rebuildProjections } from '@dealbook/projections';
import { FILE_STORE, type FileStore } from '../../api/src/infra/files/file-store.port.js';
import { ErasureReapplier } from '../../api/src/features/privacy/erasure-reapplier.service.js';
import { scanDatabase, scanBackup, scanFiles, type ScanExceptions } from '../support/personal-data-scan.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createPersonWithEverything, type PersonLinks } from './person-with-everything.js';
import { apiCaller, historyLines, uploadForm } from './merge-support.js';

/**
 * Erasure (UK GDPR Art. 17, issue 37): an administrator erases a contact; nothing of them stays
 * in any table — the event log's copies of their data are sealed with their key, which the erasure
 * shreds — nor in a backup of the database or in the file store, also after a rebuild, while the
 * deal figures that may stay do not move.
 */
let app: TestApp;
let dataDir: string;
const call = apiCaller(() => app);
const tokens = {} as Record<'admin' | 'superadmin' | 'manager' | 'user' | 'client' | 'external', string>;
const ids = {} as PersonLinks & { shared: string };
const stamp = Date.now().toString(36);
const person = {
  firstName: 'Zebulon',
  lastName: 'Quennell-Ffrench',
  email: `zq.erase.${stamp}@example.org`,
  mobile: '+44 7700 900123',
  telephone: '+44 7700 900123',
  line1: '17 Quarrendon Mews',
  city: 'Quarrendon',
  jobTitle: 'Quartermaster of Quennell',
  summary: 'Met Zebulon at the Quarrendon fair',
  linkedIn: 'https://www.linkedin.com/in/zebulon-quennell-ffrench',
};
/** The strings no table but the log may hold after the erasure. */
const distinctive = ['Zebulon', 'Quennell', person.email, '7700 900123', 'Quarrendon'];
let storageKey = '';

async function create(path: string, body: unknown): Promise<string> {
  const answer = await call(tokens.admin, path, 'POST', body);
  expect(answer.status, answer.text).toBe(201);
  return (answer.json as { _id: string })._id;
}

/** Every table, the log included, searched for the strings: the hits, by table. */
const scan = (strings: readonly string[] = distinctive, except: ScanExceptions = {}) =>
  scanDatabase(app.dealbook.persistence.db, strings, except);

/** The database as a backup copies it (COPY text), and the file store, searched for the strings. */
async function scanBackupAndFiles(): Promise<string[]> {
  return [
    ...(await scanBackup(app.dealbook.persistence.databaseUrl, distinctive)),
    ...(await scanFiles(join(dataDir, 'files'), distinctive)),
  ];
}

/** The figures an erasure must leave as they were: the purchase's calls and the dashboards. */
async function dealFigures() {
  const purchase = await call(tokens.admin, `/api/purchase/${ids.purchase}`);
  const team = await call(tokens.admin, '/api/dashboard/team');
  const pipeline = await call(tokens.admin, '/api/dashboard/pipeline');
  const calls = await call(tokens.admin, `/api/communications?purchases=${ids.purchase}`);
  return {
    purchaseCalls: (purchase.json as { communications?: string[] }).communications?.length,
    callsListed: Array.isArray(calls.json) ? (calls.json as unknown[]).length : calls.status,
    team: team.json as unknown,
    pipeline: pipeline.json as unknown,
  };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dealbook-erasure-'));
  app = await startTestApp({ env: { DATA_DIR: dataDir } });
  for (const role of ['admin', 'superadmin', 'manager', 'user', 'client', 'external'] as const)
    tokens[role] = (await app.signIn(role)).token;
  Object.assign(ids, await createPersonWithEverything(call, tokens.admin, person));
  const shared = await call(
    tokens.admin,
    '/api/attachment',
    'POST',
    uploadForm('Dinner seating.pdf', { contacts: ids.contact, companies: ids.company }),
  );
  expect(shared.status, shared.text).toBe(201);
  ids.shared = (shared.json as { _id: string })._id;
  // Their name in the administrator's recently viewed list (a copy on the users table).
  const viewed = await call(tokens.admin, `/api/user/${app.users.admin._id}/recently-viewed`, 'POST', {
    objectId: ids.contact,
    name: `${person.firstName} ${person.lastName}`,
    type: 'Contact',
  });
  expect(viewed.status, viewed.text).toBe(200);
  storageKey = (await findAttachmentFile(app.dealbook.persistence.db, ids.attachment))!.storageKey;
  // A mail to them waiting in the outbox (no SMTP server here): a buyer link names and addresses them.
  await sql`insert into mail_outbox (recipient, subject, body) values (${person.email.toUpperCase()},
    'Documents on Project Quarrendon', ${`Dear ${person.firstName} ${person.lastName}, read them here`})`.execute(
    app.dealbook.persistence.db,
  );
}, 120_000);

afterAll(async () => {
  await app?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('erasing a contact', () => {
  it('refuses every role below administrator, on both routes, and records nothing', async () => {
    for (const role of ['manager', 'user', 'client', 'external'] as const) {
      expect((await call(tokens[role], `/api/contact/${ids.contact}/erasure-review`)).status, role).toBe(403);
      const refused = await call(tokens[role], `/api/contact/${ids.contact}/erase`, 'POST', { reason: 'asked' });
      expect(refused.status, role).toBe(403);
    }
    expect((await call(tokens.admin, `/api/contact/${ids.contact}`)).json).toMatchObject({ email: person.email });
  });

  it('answers 4xx naming what is wrong: the reason, the id, an unknown contact', async () => {
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 42 }]) {
      const bad = await call(tokens.admin, `/api/contact/${ids.contact}/erase`, 'POST', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.text).toContain('reason');
    }
    const notId = await call(tokens.admin, '/api/contact/not-an-id/erase', 'POST', { reason: 'asked' });
    expect(notId.status).toBe(400);
    expect(notId.text).toContain('id');
    const unknown = '01a22be3-d370-756b-a646-3350b32552de';
    expect((await call(tokens.admin, `/api/contact/${unknown}/erase`, 'POST', { reason: 'asked' })).status).toBe(404);
    expect((await call(tokens.admin, `/api/contact/${unknown}/erasure-review`)).status).toBe(404);
  });

  it('reviews what the erasure will do: the linked records, the files and the free text to redact', async () => {
    // The scan finds them before the erasure: it is not blind.
    expect(Object.keys(await scan())).toEqual(
      expect.arrayContaining(['public.contacts', 'public.notes', 'public.users', 'public.mail_outbox']),
    );
    // Nor blind to the log, which it reads (the events' types are in clear), where their own
    // events, the administrator's RecordViewed of them and the note's text naming them are sealed.
    expect(Object.keys(await scan(['NoteAdded']))).toContain('public.events');
    expect(Object.keys(await scan())).not.toContain('public.events');
    expect(await scanBackup(app.dealbook.persistence.databaseUrl, distinctive)).not.toEqual([]);
    const review = await call(tokens.admin, `/api/contact/${ids.contact}/erasure-review`);
    expect(review.status, review.text).toBe(200);
    expect(review.json).toMatchObject({
      contactId: ids.contact,
      erased: false,
      linked: { companies: 1, communications: 1, eventsAttended: 1, tasks: 1, notes: 1, attachments: 2 },
      filesDeleted: [{ _id: ids.attachment, fileName: 'Passport scan.pdf' }],
      filesUnlinked: [{ _id: ids.shared, fileName: 'Dinner seating.pdf' }],
      mentions: [
        {
          recordType: 'note',
          recordId: ids.mention,
          field: 'Text',
          textField: 'content',
          snippet: expect.stringContaining('Zebulon'),
        },
      ],
    });
  });

  it('erases them everywhere, the log and a backup of the database included, keeps the deal figures and lists the free text to redact', async () => {
    const before = await dealFigures();
    const erased = await call(tokens.admin, `/api/contact/${ids.contact}/erase`, 'POST', {
      reason: 'Art. 17 request, ticket 4411',
    });
    expect(erased.status, erased.text).toBe(200);
    expect(erased.json).toMatchObject({
      contactId: ids.contact,
      filesDeleted: [{ _id: ids.attachment }],
      filesUnlinked: [{ _id: ids.shared }],
      mentions: [{ recordType: 'note', recordId: ids.mention }],
    });
    // The redaction rotates the note's key: its earlier wording reads "[redacted]" in the log too.
    const redacted = await call(tokens.admin, `/api/note/${ids.mention}/redact`, 'POST', {
      content: 'Otto met [redacted] at the fair',
    });
    expect(redacted.status, redacted.text).toBe(200);

    const contact = await call(tokens.admin, `/api/contact/${ids.contact}`);
    expect(contact.status).toBe(200);
    expect(contact.json).toMatchObject({
      fullName: 'Erased person',
      erased: true,
      email: '',
      telephone: '',
      mobile: '',
      line1: '',
      city: '',
      linkedIn: '',
      jobTitle: '',
      summary: '',
      doNotContact: false,
    });
    const call_ = await call(tokens.admin, `/api/communication/${ids.call}`);
    expect(call_.json).toMatchObject({ outcome: 'Spoke to Contact - Successful call' });
    expect(JSON.stringify(call_.json)).not.toContain('Zebulon');
    expect(await dealFigures()).toEqual(before);

    expect(await scan()).toEqual({});
    expect(await scanBackupAndFiles()).toEqual([]);
    expect(await app.app.get<symbol, FileStore>(FILE_STORE).exists(storageKey)).toBe(false);
    const shared = await call(tokens.admin, `/api/attachment/${ids.shared}`);
    expect(shared.status).toBe(200);
    expect(shared.json).toMatchObject({ companies: [ids.company], contacts: [] });
    expect((await call(tokens.admin, `/api/attachment/${ids.attachment}`)).status).toBe(404);

    // The list kept outside the database: ids and times only.
    const list = await readFile(join(dataDir, 'erasures.jsonl'), 'utf8');
    expect(
      list
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as unknown),
    ).toEqual([{ contactId: ids.contact, erasedAt: expect.any(String) }]);
  });

  it('answers the erasure alone as their history, and refuses every further command with 409', async () => {
    const history = await call(tokens.admin, `/api/history/contact/${ids.contact}`);
    expect((history.json as { type: string }[]).map((entry) => entry.type)).toEqual(['ContactErased']);
    expect(historyLines(history.json).join('\n')).not.toMatch(/Zebulon|Quennell/);
    const timeline = await call(tokens.admin, `/api/timeline/contact/${ids.contact}?kind=changes`);
    expect(timeline.status, timeline.text).toBe(200);
    expect((timeline.json as { entries: { type: string }[] }).entries.map((entry) => entry.type)).toEqual([
      'ContactErased',
    ]);
    // Replayed to any moment of their past, they are "Erased person": their key is shredded.
    for (const at of ['1', '2', new Date().toISOString()]) {
      const replay = await call(tokens.admin, `/api/history/contact/${ids.contact}?at=${at}`);
      expect(replay.status, `${at}: ${replay.text}`).toBe(200);
      expect((replay.json as { contact: unknown }).contact, at).toMatchObject({
        fullName: 'Erased person',
        email: '',
        mobile: '',
        line1: '',
      });
      expect(replay.text).not.toMatch(/Zebulon|Quennell|Quarrendon|7700 900123/);
    }
    const again = await call(tokens.admin, `/api/contact/${ids.contact}/erase`, 'POST', { reason: 'again' });
    expect(again.status).toBe(409);
    expect(again.text).toContain('This person was erased');
    const edit = await call(tokens.admin, `/api/contact/${ids.contact}`, 'PUT', { firstName: 'Zebulon' });
    expect(edit.status).toBe(409);
    expect(edit.text).toContain('This person was erased');
    expect((await call(tokens.admin, `/api/contact/${ids.contact}`, 'DELETE')).status).toBe(409);
  });

  it('stays erased everywhere after every projection is rebuilt from the log', async () => {
    const { db, rebuildSource } = app.dealbook.persistence;
    await rebuildProjections({ db, source: rebuildSource!, projections });
    // The log's copies of their data read back as "Erased person" (their key is shredded), and
    // ContactErased, replayed, blanks what the read models copied of them besides.
    expect(await scan()).toEqual({});
    expect(await scanBackupAndFiles()).toEqual([]);
    expect((await call(tokens.admin, `/api/contact/${ids.contact}`)).json).toMatchObject({ fullName: 'Erased person' });
    // The redacted note keeps its new wording: the redaction event holds it, sealed with the new key.
    const mention = await call(tokens.admin, `/api/note/${ids.mention}`);
    expect(mention.json).toMatchObject({ content: 'Otto met [redacted] at the fair' });
  });

  it('erases again at start a contact on the erasure list whose row is not erased (a restored backup)', async () => {
    const restored = await create('/api/contact', {
      firstName: 'Quilla',
      lastName: 'Restored',
      email: `q.${stamp}@example.org`,
    });
    await appendFile(
      join(dataDir, 'erasures.jsonl'),
      `${JSON.stringify({ contactId: restored, erasedAt: new Date().toISOString() })}\n`,
    );
    expect(await app.app.get(ErasureReapplier).reapply()).toEqual([restored]);
    expect((await call(tokens.admin, `/api/contact/${restored}`)).json).toMatchObject({ fullName: 'Erased person' });
    const history = await call(tokens.admin, `/api/history/contact/${restored}`);
    expect(historyLines(history.json).join('\n')).toContain('re-applied after restore');
    expect(await app.app.get(ErasureReapplier).reapply()).toEqual([]);
  });

  it('clears the data upload ledger of a contact an import created: its preview row and what it changed', async () => {
    const imported = { firstName: 'Quillon', lastName: `Ximport${stamp}`, email: `qx.import.${stamp}@example.org` };
    const strings = [imported.lastName, imported.email];
    const form = new FormData();
    form.append('kind', 'contacts');
    const file = `First Name,Last Name,Email\n${imported.firstName},${imported.lastName},${imported.email}\n`;
    form.append('file', new Blob([file]), 'people.csv');
    const upload = await call(tokens.admin, '/api/imports', 'POST', form);
    expect(upload.status, upload.text).toBe(201);
    const importId = (upload.json as { _id: string })._id;
    const settle = async (states: string[]) => {
      for (const started = Date.now(); Date.now() - started < 30_000;) {
        const found = (await call(tokens.admin, `/api/import/${importId}`)).json as { state: string };
        if (states.includes(found.state)) return found.state;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`Import ${importId} did not settle`);
    };
    const mapping = { columns: ['firstName', 'lastName', 'email'], matchOn: 'email', mode: 'both', remember: false };
    expect((await call(tokens.admin, `/api/import/${importId}/mapping`, 'PUT', mapping)).status).toBe(200);
    expect((await call(tokens.admin, `/api/import/${importId}/check`, 'POST')).status).toBe(202);
    expect(await settle(['checked', 'failed'])).toBe('checked');
    expect((await call(tokens.admin, `/api/import/${importId}/run`, 'POST')).status).toBe(202);
    expect(await settle(['finished', 'failed'])).toBe('finished');
    const { db } = app.dealbook.persistence;
    const { rows } = await sql<{ id: string }>`select id::text from contacts where email = ${imported.email}`.execute(
      db,
    );
    const contactId = rows[0]!.id;
    // The import's batches hold its rows sealed with the import's own key, which the erasure shreds.
    expect(Object.keys(await scan(strings))).toEqual(
      expect.arrayContaining(['public.contacts', 'public.import_preview']),
    );

    const erased = await call(tokens.admin, `/api/contact/${contactId}/erase`, 'POST', { reason: 'Art. 17 request' });
    expect(erased.status, erased.text).toBe(200);
    expect(await scan(strings)).toEqual({});
    const { rebuildSource } = app.dealbook.persistence;
    await rebuildProjections({ db, source: rebuildSource!, projections });
    // The log too, and a rebuild brings nothing back: the batches read with no rows.
    expect(await scan(strings)).toEqual({});
    // And the file as uploaded is gone from the file store (import-file-erasure.e2e.spec.ts).
    expect(await scanFiles(join(dataDir, 'files'), strings)).toEqual([]);
  });
});
