import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactErasure, ContactErasureReview, Import } from '@dealbook/contracts';
import { ErasureReapplier } from '../../api/src/features/privacy/erasure-reapplier.service.js';
import { scanFiles } from '../support/personal-data-scan.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { apiCaller, historyLines } from './merge-support.js';

/**
 * Erasure (UK GDPR Art. 17, issue 37) reaches the data uploads: the uploaded file of every import
 * whose rows named the person is deleted from the file store — the one that created them, and one
 * only checked that would have updated them — so the store holds nothing of them; the imports say
 * so, refuse with a 409 what would read the file, and an import that did not name them keeps its
 * file. A check at work on such a file stops; the re-application at start deletes the files again.
 */
let app: TestApp;
let dataDir: string;
let admin: string;
const call = apiCaller(() => app);
const stamp = Date.now().toString(36);
const person = { firstName: 'Ottoline', lastName: `Vexcombe${stamp}`, email: `ov.${stamp}@example.org` };
const strings = [person.lastName, person.email];
const ErasedFile = "This import's file was deleted when a person it named was erased";

const filesDir = () => join(dataDir, 'files');
const storedFile = (importId: string) => join(filesDir(), 'imports', importId);
const mapping = { columns: ['firstName', 'lastName', 'email'], matchOn: 'email', mode: 'both', remember: false };

async function upload(fileName: string, rows: readonly string[]): Promise<string> {
  const form = new FormData();
  form.append('kind', 'contacts');
  form.append('file', new Blob([['First Name,Last Name,Email', ...rows].join('\n') + '\n']), fileName);
  const answer = await call(admin, '/api/imports', 'POST', form);
  expect(answer.status, answer.text).toBe(201);
  const importId = (answer.json as { _id: string })._id;
  expect((await call(admin, `/api/import/${importId}/mapping`, 'PUT', mapping)).status).toBe(200);
  return importId;
}

const importOf = async (importId: string) => (await call<Import>(admin, `/api/import/${importId}`)).json;

async function settle(importId: string, states: readonly string[]): Promise<Import> {
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    const found = await importOf(importId);
    if (states.includes(found.state)) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Import ${importId} did not reach ${states.join(' or ')}`);
}

async function work(importId: string, step: 'check' | 'run', until: string): Promise<void> {
  const started = await call(admin, `/api/import/${importId}/${step}`, 'POST');
  expect(started.status, started.text).toBe(202);
  expect((await settle(importId, [until, 'failed'])).state).toBe(until);
}

async function contactIdOf(email: string): Promise<string> {
  const { rows } = await sql<{ id: string }>`select id::text from contacts where email = ${email}`.execute(
    app.dealbook.persistence.db,
  );
  return rows[0]!.id;
}

const erase = (contactId: string) =>
  call<ContactErasure>(admin, `/api/contact/${contactId}/erase`, 'POST', { reason: 'Art. 17 request' });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dealbook-import-erasure-'));
  app = await startTestApp({ env: { DATA_DIR: dataDir } });
  admin = (await app.signIn('admin')).token;
}, 120_000);

afterAll(async () => {
  await app?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('erasing a contact named in data uploads', () => {
  const ids = { created: '', checked: '', other: '', contact: '' };

  beforeAll(async () => {
    // The import that creates them, with someone else.
    ids.created = await upload('people.csv', [
      `${person.firstName},${person.lastName},${person.email}`,
      `Peregrine,Stayput${stamp},ps.${stamp}@example.org`,
    ]);
    await work(ids.created, 'check', 'checked');
    await work(ids.created, 'run', 'finished');
    ids.contact = await contactIdOf(person.email);
    // One only checked, that would update them (its preview shows their row) and has a failed row.
    ids.checked = await upload('people again.csv', [
      `${person.firstName},${person.lastName} Jr,${person.email}`,
      `Broken,Row${stamp},not-an-e-mail`,
    ]);
    await work(ids.checked, 'check', 'checked');
    // One that does not name them.
    ids.other = await upload('others.csv', [`Wilhelmina,Elsewhere${stamp},we.${stamp}@example.org`]);
    await work(ids.other, 'check', 'checked');
  }, 120_000);

  it('lists, then deletes, the uploaded file of every import whose rows named them', async () => {
    expect((await importOf(ids.checked)).hasErrors).toBe(true);
    expect((await call(admin, `/api/import/${ids.checked}/errors`)).status).toBe(200);
    expect(await scanFiles(filesDir(), strings)).toHaveLength(2);

    const review = await call<ContactErasureReview>(admin, `/api/contact/${ids.contact}/erasure-review`);
    const listed = [
      { importId: ids.created, fileName: 'people.csv' },
      { importId: ids.checked, fileName: 'people again.csv' },
    ];
    expect(review.json.importFilesDeleted).toEqual(listed);
    const erased = await erase(ids.contact);
    expect(erased.status, erased.text).toBe(200);
    expect(erased.json.importFilesDeleted).toEqual(listed);

    expect(await scanFiles(filesDir(), strings)).toEqual([]);
    expect(existsSync(storedFile(ids.created))).toBe(false);
    expect(existsSync(storedFile(ids.checked))).toBe(false);
    expect(existsSync(storedFile(ids.other))).toBe(true);
  });

  it('shows the imports with their file deleted, in the ledger, the list and their history', async () => {
    expect(await importOf(ids.created)).toMatchObject({ state: 'finished', fileDeleted: true });
    // The errors file is made from the uploaded file: there is none to offer now.
    expect(await importOf(ids.checked)).toMatchObject({ state: 'checked', fileDeleted: true, hasErrors: false });
    expect(await importOf(ids.other)).toMatchObject({ fileDeleted: false });
    const list = (await call<Import[]>(admin, '/api/imports?limit=100')).json;
    const deleted = Object.fromEntries(list.map((found) => [found._id, found.fileDeleted]));
    expect(deleted).toMatchObject({ [ids.created]: true, [ids.checked]: true, [ids.other]: false });
    const history = historyLines((await call(admin, `/api/history/import/${ids.checked}`)).json);
    expect(history.at(-1)).toMatch(/deleted the uploaded file of an import as a person it named was erased$/);
  });

  it('refuses with a 409 in words what would read the deleted file; an undo still works', async () => {
    for (const [path, method, body] of [
      [`/api/import/${ids.checked}/errors`, 'GET'],
      [`/api/import/${ids.checked}/check`, 'POST'],
      [`/api/import/${ids.checked}/run`, 'POST'],
      [`/api/import/${ids.checked}/mapping`, 'PUT', mapping],
      [`/api/import/${ids.created}/check`, 'POST'],
    ] as const) {
      const refused = await call(admin, path, method, body);
      expect(refused.status, `${method} ${path}: ${refused.text}`).toBe(409);
      expect(refused.json).toMatchObject({ message: ErasedFile });
    }
    await work(ids.other, 'run', 'finished');
    // The undo reads what the run did to the records, not the file.
    const undo = await call(admin, `/api/import/${ids.created}/undo`, 'POST');
    expect(undo.status, undo.text).toBe(202);
    expect((await settle(ids.created, ['undone', 'failed'])).state).toBe('undone');
  });

  it('deletes those files again at start, and a file already gone is no error', async () => {
    // The file store restored apart from the database, with one of the files back.
    await writeFile(storedFile(ids.created), `First Name,Last Name,Email\nX,${person.lastName},${person.email}\n`);
    await app.app.get(ErasureReapplier).reapply();
    expect(existsSync(storedFile(ids.created))).toBe(false);
    expect(existsSync(storedFile(ids.other))).toBe(true);
    expect(await scanFiles(filesDir(), strings)).toEqual([]);
  });
});

describe('erasing a contact while an import of a file naming them is being checked', () => {
  it('stops the check as failed, saying why, and deletes the file', async () => {
    const someone = { lastName: `Midcheck${stamp}`, email: `mc.${stamp}@example.org` };
    const created = await call(admin, '/api/contact', 'POST', { firstName: 'Marcella', ...someone });
    expect(created.status, created.text).toBe(201);
    const contactId = (created.json as { _id: string })._id;
    // Their row first, so the first batch's preview shows it; enough rows after it to be at work a while.
    const others = Array.from({ length: 200_000 }, (_, i) => `Filler,Person${i},filler.${i}.${stamp}@example.org`);
    const importId = await upload('long list.csv', [`Marcella,${someone.lastName},${someone.email}`, ...others]);
    expect((await call(admin, `/api/import/${importId}/check`, 'POST')).status).toBe(202);
    for (const started = Date.now(); ;) {
      const found = await importOf(importId);
      expect(found.state, 'the check ended before the erasure').toBe('checking');
      if ((found.progress?.rowsDone ?? 0) > 0) break;
      if (Date.now() - started > 30_000) throw new Error('The check recorded no batch');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const erased = await erase(contactId);
    expect(erased.status, erased.text).toBe(200);
    expect(erased.json.importFilesDeleted).toEqual([{ importId, fileName: 'long list.csv' }]);
    const stopped = await settle(importId, ['failed', 'checked']);
    expect(stopped).toMatchObject({ state: 'failed', failure: ErasedFile, fileDeleted: true });
    expect(existsSync(storedFile(importId))).toBe(false);
    expect(await scanFiles(filesDir(), [someone.lastName, someone.email])).toEqual([]);
  }, 120_000);
});
