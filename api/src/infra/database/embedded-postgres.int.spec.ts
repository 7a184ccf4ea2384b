import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError } from './data-dir-lock.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('keeps data across restarts, listens on loopback only, and refuses a second holder', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'dealbook-embedded-'));
    dirs.push(dataDir);
    const exitListeners = () => ['beforeExit', 'exit', 'SIGINT', 'SIGTERM'].map((e) => process.listenerCount(e));
    // None in a test worker; importing embedded-postgres statically would already add its own.
    const listenersBefore = exitListeners();
    expect(listenersBefore).toEqual([0, 0, 0, 0]);
    const first = await startEmbeddedPostgres(dataDir);
    // The library's own exit hooks would call process.exit(0) and hide a failing exit code.
    expect(exitListeners()).toEqual(listenersBefore);
    try {
      expect(new URL(first.url).hostname).toBe('127.0.0.1');
      const [settings] = await query(first.url, "select current_setting('listen_addresses') as listen");
      expect(settings.listen).toBe('127.0.0.1');
      await query(first.url, 'create table kept (n int); insert into kept values (42)');

      const second = startEmbeddedPostgres(dataDir);
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(dataDir);
      await expect(second).rejects.toThrow(`pid ${process.pid}`);

      const [row] = await query(first.url, 'select n from kept');
      expect(row.n).toBe(42);
    } finally {
      await first.stop();
    }
    const again = await startEmbeddedPostgres(dataDir);
    try {
      const [row] = await query(again.url, 'select n from kept');
      expect(row.n).toBe(42);
    } finally {
      await again.stop();
    }
  });
});
