import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAttachmentFile } from '@dealbook/projections';
import { restoreBackup } from '../../api/src/cli/restore-backup.js';
import { takeBackup } from '../../api/src/cli/take-backup.js';
import { FILE_STORE, type FileStore } from '../../api/src/infra/files/file-store.port.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { scanDatabase, scanBackup } from '../support/personal-data-scan.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { apiCaller, historyLines, uploadForm } from './merge-support.js';

/**
 * Erasure and backups (issue 37): a backup taken before an erasure, restored after it, brings the
 * person back into the database and their file into the store; the next start erases them again
 * from the erasure list kept in the data folder, outside the database it erases.
 */
let before: TestApp;
let after: TestApp | undefined;
let restored: TestDatabase;
let dataDir: string;
let work: string;
let restoredDir: string | undefined;
const stamp = Date.now().toString(36);
const person = { firstName: 'Zebulon', lastName: `Restorewell${stamp}`, email: `zq.restore.${stamp}@example.org` };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dealbook-erasure-restore-'));
  work = await mkdtemp(join(tmpdir(), 'dealbook-erasure-backup-'));
  before = await startTestApp({ env: { DATA_DIR: dataDir } });
}, 120_000);

afterAll(async () => {
  await after?.close();
  await before?.close();
  await restored?.drop();
  for (const folder of [dataDir, work, restoredDir]) if (folder) await rm(folder, { recursive: true, force: true });
});

describe('an erasure and a backup restored from before it', () => {
  it('is applied again at the first start on the restored database: the record, its file, every table and a backup of the database', async () => {
    const admin = (await before.signIn('admin')).token;
    const call = apiCaller(() => before);
    const created = await call(admin, '/api/contact', 'POST', person);
    expect(created.status, created.text).toBe(201);
    const contactId = (created.json as { _id: string })._id;
    const uploaded = await call(
      admin,
      '/api/attachment',
      'POST',
      uploadForm('Passport scan.pdf', { contacts: contactId }),
    );
    expect(uploaded.status, uploaded.text).toBe(201);
    const attachmentId = (uploaded.json as { _id: string })._id;
    const storageKey = (await findAttachmentFile(before.dealbook.persistence.db, attachmentId))!.storageKey;

    const folder = join(work, 'before-the-erasure');
    await takeBackup({ url: before.databaseUrl, kind: 'server', folder, filesDir: join(dataDir, 'files') });
    const erased = await call(admin, `/api/contact/${contactId}/erase`, 'POST', { reason: 'Art. 17 request' });
    expect(erased.status, erased.text).toBe(200);
    const files = () => before.app.get<symbol, FileStore>(FILE_STORE);
    expect(await files().exists(storageKey)).toBe(false);
    await before.close();

    // The restore puts the database and the file back as they were before the erasure.
    restored = await createTestDatabase('erasure_restore');
    // A restore goes into an empty data folder; the erasure list is carried over from the old one.
    restoredDir = await mkdtemp(join(tmpdir(), 'dealbook-erasure-restored-'));
    await restoreBackup({ folder, url: restored.url, description: 'test', filesDir: join(restoredDir, 'files') });
    expect(existsSync(join(restoredDir, 'files', ...storageKey.split('/')))).toBe(true);
    await copyFile(join(dataDir, 'erasures.jsonl'), join(restoredDir, 'erasures.jsonl'));
    // The first start on it erases them again, from the list in the data folder.
    after = await startTestApp({
      env: { DATA_DIR: restoredDir },
      shareDatabaseWith: { databaseUrl: restored.url, users: before.users } as TestApp,
    });
    const again = apiCaller(() => after!);
    const token = (await after.signIn('admin')).token;
    const contact = await again(token, `/api/contact/${contactId}`);
    expect(contact.json).toMatchObject({ fullName: 'Erased person', email: '', erased: true });
    const history = await again(token, `/api/history/contact/${contactId}`);
    // The restored log had no erasure: this one is the start's, so the restore did bring them back.
    expect(historyLines(history.json).join('\n')).toContain('re-applied after restore');
    expect(await after.app.get<symbol, FileStore>(FILE_STORE).exists(storageKey)).toBe(false);
    // Every table, the log included: the restored key is shredded again, so the log reads them erased.
    const strings = [person.lastName, person.email];
    expect(await scanDatabase(after.dealbook.persistence.db, strings)).toEqual({});
    expect(await scanBackup(after.dealbook.persistence.databaseUrl, strings)).toEqual([]);
  }, 180_000);
});
