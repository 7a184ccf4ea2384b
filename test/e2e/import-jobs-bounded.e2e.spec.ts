import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Import, UploadedImport } from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
let dataDir: string;
let call: Call;
let blocker: pg.Client;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dealbook-import-jobs-'));
  app = await startTestApp({ env: { DATA_DIR: dataDir } });
  call = app.as('admin').call;
  blocker = new pg.Client({ connectionString: app.databaseUrl });
  await blocker.connect();
});
afterAll(async () => {
  await blocker?.end();
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function uploaded(name: string): Promise<string> {
  const form = new FormData();
  form.append('kind', 'companies');
  form.append('file', new Blob([`Company Name\n${name} Ltd\n`]), `${name}.csv`);
  const answer = await call('/api/imports', { method: 'POST', body: form });
  expect(answer.status, answer.text).toBe(201);
  return (JSON.parse(answer.text) as UploadedImport)._id;
}

const state = async (id: string) => (JSON.parse((await call(`/api/import/${id}`)).text) as Import).state;

async function waitUntil(condition: () => Promise<boolean>) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > 20_000) throw new Error('Not reached within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('imports at work on one instance are bounded', () => {
  it('refuses a third check while two are at work, recording nothing, and takes it once there is room', async () => {
    const [first, second, third] = [await uploaded('First'), await uploaded('Second'), await uploaded('Third')];
    // The checks look each row's company up: both stay at work, waiting for this lock, until it is released.
    await blocker.query('begin');
    await blocker.query('lock table companies in access exclusive mode');
    try {
      expect((await call(`/api/import/${first}/check`, { method: 'POST' })).status).toBe(202);
      expect((await call(`/api/import/${second}/check`, { method: 'POST' })).status).toBe(202);
      const refused = await call(`/api/import/${third}/check`, { method: 'POST' });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('60');
      expect(JSON.parse(refused.text).message).toBe(
        'The server is already checking, running or undoing 2 imports: try again in a minute.',
      );
      expect(await state(third)).toBe('uploaded');
    } finally {
      await blocker.query('commit');
    }
    await waitUntil(async () => (await state(first)) === 'checked' && (await state(second)) === 'checked');
    // A job gives its place back once it has put its files away, a moment after its state reads
    // checked: until then the third is refused as above (recording nothing); one never given back fails here.
    await waitUntil(async () => (await call(`/api/import/${third}/check`, { method: 'POST' })).status === 202);
    await waitUntil(async () => (await state(third)) === 'checked');
  });
});
