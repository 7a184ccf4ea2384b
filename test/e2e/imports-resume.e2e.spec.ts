import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Import } from '@dealbook/contracts';
import { startTestApp, type SignedInUser, type TestApp } from '../support/test-app.js';

// Two instances on one database and one file store: the first stops part way through a run, the
// second goes on with it from the last batch the first recorded.
let first: TestApp;
let second: TestApp;
let dataDir: string;
let admin: SignedInUser;
const env = (dir: string) => ({ DATA_DIR: dir, IMPORT_RESUME_AFTER_SECONDS: '1' });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'dealbook-import-resume-'));
  first = await startTestApp({ env: env(dataDir) });
  admin = await first.signIn('admin');
});

afterAll(async () => {
  await second?.close();
  await first?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('an import whose instance stops', () => {
  it('is taken over from its last recorded batch: every row once, none twice', async () => {
    const rows = 20000;
    const form = new FormData();
    form.append('kind', 'companies');
    const csv = ['Company,Domain', ...Array.from({ length: rows }, (_, i) => `Resume ${i},resume-${i}.example`)];
    form.append('file', new Blob([csv.join('\n')]), 'resume.csv');
    const onFirst = first.asToken(admin.token);
    const uploaded = await onFirst.call('/api/imports', { method: 'POST', body: form });
    expect(uploaded.status).toBe(201);
    const id = (uploaded.json as Import)._id;
    expect((await onFirst.call(`/api/import/${id}/run`, { method: 'POST' })).status).toBe(202);
    // Stop the first instance once some batches are recorded, as a crash or a deploy would.
    for (;;) {
      const found = (await onFirst.call(`/api/import/${id}`)).json as Import;
      if (found.done.rows >= 2000) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await first.dealbook.close();
    const stopped = await readImport(id);
    expect(stopped.state).toBe('running');
    expect(stopped.done.rows).toBeLessThan(rows);

    second = await startTestApp({ env: env(dataDir), shareDatabaseWith: first });
    // The first instance's session, on the second instance.
    const onSecond = second.asToken(admin.token);
    let found = stopped;
    const started = Date.now();
    while (found.state === 'running' && Date.now() - started < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      found = (await onSecond.call(`/api/import/${id}`)).json as Import;
    }
    expect(found.state).toBe('finished');
    expect(found.done).toMatchObject({ rows, create: rows, error: 0 });
    expect(Number((await onSecond.get('/api/companies/count')).text)).toBe(rows);
  });
});

/** The import as the database holds it, while no instance is running. */
async function readImport(id: string): Promise<Import> {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: first.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ state: Import['state']; done: Import['done'] }>(
      'select state, done from imports where id = $1',
      [id],
    );
    return { ...rows[0]! } as unknown as Import;
  } finally {
    await client.end();
  }
}
