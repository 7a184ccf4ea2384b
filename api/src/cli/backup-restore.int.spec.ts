import { companyFieldsSchema } from '@dealbook/contracts';
import { projections, rebuildProjections } from '@dealbook/projections';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import { createApp, type DealbookApp } from '../app.factory.js';
import { companyDecider } from '../features/companies/company.decider.js';
import { openPersistence } from '../infra/persistence.js';
import { loadConfig } from '../kernel/config/app-config.js';
import { executeCommand } from '../kernel/event-sourcing/execute-command.js';
import { newId } from '../kernel/ids.js';
import type { BackupManifest } from './backup-format.js';
import { restoreBackup } from './restore-backup.js';
import { takeBackup } from './take-backup.js';

/** The columns that hold the server's own transaction ids, renumbered by a backup (take-backup.ts). */
const serverColumns: Record<string, string> = { events: 'transaction_id', checkpoints: 'transaction_id' };

/** Every row of every table of the schema, as JSON text in a stable order (transaction ids left out). */
async function tableRows(url: string, except: readonly string[] = []): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select relname as name from pg_class where relnamespace = current_schema()::regnamespace and relkind = 'r' order by 1`,
    );
    const result: Record<string, string[]> = {};
    for (const { name } of tables) {
      if (except.includes(name)) continue;
      const drop = serverColumns[name] ? ` - '${serverColumns[name]}'` : '';
      const { rows } = await client.query<{ row: string }>(`select (to_jsonb(t)${drop})::text as row from "${name}" t`);
      result[name] = rows.map((row) => row.row).sort();
    }
    return result;
  } finally {
    await client.end();
  }
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Every file under a folder with its bytes. */
async function filesUnder(root: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      files.set(path.slice(root.length + 1), await readFile(path));
    }
  }
  return files;
}

const run = promisify(execFile);

describe('npm run backup and npm run restore', () => {
  let original: TestDatabase;
  let dataDir: string;
  let work: string;
  let dealbook: DealbookApp;
  const databases: TestDatabase[] = [];
  const fresh = async (label: string) => {
    const database = await createTestDatabase(label);
    databases.push(database);
    return database;
  };
  const register = (name: string) =>
    executeCommand(dealbook.persistence.store, companyDecider, {
      command: {
        type: 'RegisterCompany',
        companyId: newId(),
        fields: companyFieldsSchema.parse({ companyName: name }),
      },
      metadata: { actorId: null, correlationId: newId() },
    });
  let quiet: string;
  let quietManifest: BackupManifest;

  beforeAll(async () => {
    original = await createTestDatabase('backup_original');
    dataDir = await mkdtemp(join(tmpdir(), 'dealbook-backup-'));
    work = await mkdtemp(join(tmpdir(), 'dealbook-backups-'));
    // A first start with the demo data, as npm start makes it: a year of history, users, sessions
    // and the demo client's documents as real PDF files in the local file store.
    const config = loadConfig({
      DATABASE_URL: original.url,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      DEMO_DATA: 'true',
      DEALBOOK_ADMIN_EMAIL: 'backup-admin@dealbook.local',
      DEALBOOK_ADMIN_PASSWORD: 'backup-admin-password',
    });
    dealbook = await createApp(config, { logger: false, serveWeb: false });
  }, 240_000);

  afterAll(async () => {
    await dealbook?.close();
    for (const database of [original, ...databases]) await database?.drop();
    for (const folder of [dataDir, work]) if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('takes a consistent snapshot while commands go on appending', async () => {
    const folder = join(work, 'online');
    let writing = true;
    const written: string[] = [];
    const writers = [1, 2, 3].map(async (writer) => {
      for (let i = 0; writing; i++) written.push((await register(`Online ${writer}-${i}`)).events[0]!.eventId);
    });
    const afterSnapshot: string[] = [];
    while (written.length < 6) await new Promise((r) => setTimeout(r, 10));
    try {
      await takeBackup({
        url: original.url,
        kind: 'server',
        folder,
        filesDir: join(dataDir, 'files'),
        // Commands committed after the snapshot was taken: none of them may be in the backup.
        onSnapshot: async () => {
          const from = written.length;
          while (written.length < from + 6) await new Promise((r) => setTimeout(r, 10));
          afterSnapshot.push(...written.slice(from));
        },
      });
    } finally {
      writing = false;
      await Promise.all(writers);
    }
    const restored = await fresh('backup_online');
    await restoreBackup({ folder, url: restored.url, description: 'test', filesDir: undefined });

    const [restoredEvents, originalEvents] = [
      (await tableRows(restored.url)).events!,
      new Set((await tableRows(original.url)).events),
    ];
    // Every event of the backup is the original's, row for row; the ones appended after the snapshot are not in it.
    expect(restoredEvents.every((row) => originalEvents.has(row))).toBe(true);
    const ids = await query<{ event_id: string }>(restored.url, 'select event_id from events');
    const inBackup = new Set(ids.map((row) => row.event_id));
    expect(afterSnapshot.length).toBeGreaterThanOrEqual(6);
    expect(afterSnapshot.filter((id) => inBackup.has(id))).toEqual([]);
    expect(written.some((id) => inBackup.has(id))).toBe(true);
    // The log, the streams and the read models are of one moment.
    const [consistency] = await query<{ events: string; versions: string; registered: string; companies: string }>(
      restored.url,
      `select (select count(*) from events) as events, (select sum(version) from streams) as versions,
              (select count(*) from events where event_id = any('{${written.join(',')}}'::uuid[])) as registered,
              (select count(*) from companies where doc->>'companyName' like 'Online %') as companies`,
    );
    expect(consistency!.events).toBe(consistency!.versions);
    expect(consistency!.companies).toBe(consistency!.registered);
  });

  it('restores the log, every table and every file equal to the original, and a rebuild gives the same read models', async () => {
    quiet = join(work, 'quiet');
    const started = performance.now();
    const lines: string[] = [];
    quietManifest = await takeBackup({
      url: original.url,
      kind: 'server',
      folder: quiet,
      filesDir: join(dataDir, 'files'),
      log: (line) => lines.push(line),
    });
    const backupSeconds = (performance.now() - started) / 1000;
    expect(lines.some((line) => /^events: \d+ rows/.test(line))).toBe(true);
    expect(quietManifest.files.entries.some((file) => file.path.startsWith('attachments/'))).toBe(true);
    expect(quietManifest.schema.readModelMigrations.length).toBeGreaterThan(20);

    const before = await tableRows(original.url);
    const restored = await fresh('backup_quiet');
    const restoredDir = await mkdtemp(join(tmpdir(), 'dealbook-restored-'));
    try {
      const restoreStarted = performance.now();
      const summary = await restoreBackup({
        folder: quiet,
        url: restored.url,
        description: 'test',
        filesDir: join(restoredDir, 'files'),
      });
      const restoreSeconds = (performance.now() - restoreStarted) / 1000;
      const events = quietManifest.tables.find((t) => t.name === 'events')!.rows;
      const bytes = quietManifest.tables.reduce((sum, t) => sum + t.bytes, 0);
      console.log(
        `backup of ${events} events, ${summary.rows} rows, ${summary.files} files: ${(bytes / 1024 / 1024).toFixed(1)} MB of tables, backup ${backupSeconds.toFixed(1)} s, restore ${restoreSeconds.toFixed(1)} s`,
      );
      expect(await tableRows(restored.url)).toEqual(before);
      expect(await filesUnder(join(restoredDir, 'files'))).toEqual(await filesUnder(join(dataDir, 'files')));
      // The log order is kept; the restored ids lie below the server's, so new appends come after them.
      const [order] = await query<{ below: boolean; last: string; tx: string }>(
        restored.url,
        `select (select max(transaction_id) from events) < pg_current_xact_id() as below,
                (select max(global_position) from events)::text as last, (select max(transaction_id) from events)::text as tx`,
      );
      const [originalOrder] = await query<{ order: string }>(
        original.url,
        `select array_agg(global_position order by transaction_id, global_position)::text as order from events`,
      );
      const [restoredOrder] = await query<{ order: string }>(
        restored.url,
        `select array_agg(global_position order by transaction_id, global_position)::text as order from events`,
      );
      expect(restoredOrder!.order).toBe(originalOrder!.order);
      expect(order!.below).toBe(true);

      // The restored database serves the app: a rebuild from its log gives every read model again,
      // and an append goes on from the restored positions.
      const persistence = await openPersistence({ databaseUrl: restored.url, dataDir: '' });
      try {
        await rebuildProjections({ db: persistence.db, source: persistence.rebuildSource!, projections });
        const rebuilt = await tableRows(restored.url, ['checkpoints']);
        const { checkpoints: _, ...expected } = before;
        expect(rebuilt).toEqual(expected);
        const outcome = await executeCommand(persistence.store, companyDecider, {
          command: {
            type: 'RegisterCompany',
            companyId: newId(),
            fields: companyFieldsSchema.parse({ companyName: 'After' }),
          },
          metadata: { actorId: null, correlationId: newId() },
        });
        expect(outcome.events[0]!.position.prepare).toBeGreaterThan(BigInt(order!.last));
        expect(outcome.events[0]!.position.commit).toBeGreaterThan(BigInt(order!.tx));
      } finally {
        await persistence.close();
      }
    } finally {
      await rm(restoredDir, { recursive: true, force: true });
    }
  });

  it('refuses a target that is not empty and changes nothing', async () => {
    const before = await tableRows(original.url);
    await expect(
      restoreBackup({ folder: quiet, url: original.url, description: 'the original', filesDir: undefined }),
    ).rejects.toThrow(
      /^The target database \(the original\) is not empty \(rows in events, streams, .*\).*Nothing was changed\.$/,
    );
    expect(await tableRows(original.url)).toEqual(before);
    // A local file store folder that holds files is refused too, before the database is touched.
    const target = await fresh('backup_files_taken');
    await expect(
      restoreBackup({ folder: quiet, url: target.url, description: 'test', filesDir: join(dataDir, 'files') }),
    ).rejects.toThrow(/file store folder .* is not empty/);
    expect(await query(target.url, `select from pg_class where relname = 'events'`)).toEqual([]);
  });

  it('refuses a damaged backup with a clear message, leaves the target empty, and restores the good one there after', async () => {
    const damaged = join(work, 'damaged');
    await cp(quiet, damaged, { recursive: true });
    const events = quietManifest.tables.find((t) => t.name === 'events')!;
    await truncate(join(damaged, events.file), Math.floor(events.bytes / 2));
    const target = await fresh('backup_damaged');
    await expect(
      restoreBackup({ folder: damaged, url: target.url, description: 'test', filesDir: undefined }),
    ).rejects.toThrow(
      /^The backup is damaged: tables\/events\.copy\.gz cannot be loaded \(unexpected end of file\)\. Nothing was restored\.$/,
    );
    const counts = await query<{ n: string }>(
      target.url,
      `select (select count(*) from events) + (select count(*) from streams) + (select count(*) from companies) as n`,
    );
    expect(counts[0]!.n).toBe('0');

    // A file whose bytes changed.
    const file = quietManifest.files.entries[0]!;
    const tampered = join(work, 'tampered');
    await cp(quiet, tampered, { recursive: true });
    await writeFile(join(tampered, 'files', file.path), 'not the file');
    const filesDir = join(work, 'tampered-target', 'files');
    await expect(restoreBackup({ folder: tampered, url: target.url, description: 'test', filesDir })).rejects.toThrow(
      `The backup is damaged: files/${file.path} does not match its checksum.`,
    );
    expect(existsSync(filesDir)).toBe(false);

    // No manifest: a backup that did not finish.
    await rm(join(tampered, 'manifest.json'));
    await expect(restoreBackup({ folder: tampered, url: target.url, description: 'test', filesDir })).rejects.toThrow(
      /is not a complete Dealbook backup: it has no manifest\.json/,
    );

    await restoreBackup({ folder: quiet, url: target.url, description: 'test', filesDir: undefined });
    const [restored] = await query<{ n: string }>(target.url, 'select count(*) as n from events');
    expect(Number(restored!.n)).toBe(events.rows);
  });

  it('refuses a backup from a newer schema than the code knows', async () => {
    const newer = join(work, 'newer');
    await cp(quiet, newer, { recursive: true });
    const manifest = JSON.parse(await readFile(join(newer, 'manifest.json'), 'utf8')) as BackupManifest;
    manifest.schema.readModelMigrations.push('9999-from-the-future');
    await writeFile(join(newer, 'manifest.json'), JSON.stringify(manifest));
    const target = await fresh('backup_newer');
    await expect(
      restoreBackup({ folder: newer, url: target.url, description: 'test', filesDir: undefined }),
    ).rejects.toThrow(
      /taken from a newer schema than this version of Dealbook knows \(migrations 9999-from-the-future\)/,
    );
    manifest.schema.readModelMigrations.pop();
    manifest.schema.eventStore = 99;
    await writeFile(join(newer, 'manifest.json'), JSON.stringify(manifest));
    await expect(
      restoreBackup({ folder: newer, url: target.url, description: 'test', filesDir: undefined }),
    ).rejects.toThrow(/newer schema .*\(event store schema 99\)/);
    expect(await query(target.url, `select from pg_class where relname = 'events'`)).toEqual([]);
  });

  it.runIf(existsSync(new URL('../../dist/cli/restore.js', import.meta.url)))(
    'answers bad arguments and refusals with a message and an exit code, never a stack trace',
    async () => {
      const script = (name: string) => new URL(`../../dist/cli/${name}.js`, import.meta.url).pathname;
      const env = { ...process.env, DATABASE_URL: original.url, DATA_DIR: dataDir };
      const fail = async (name: string, args: string[]) => {
        const error = (await run(process.execPath, [script(name), ...args], { env }).catch((e: unknown) => e)) as {
          code: number;
          stderr: string;
        };
        expect(error.stderr).not.toMatch(/\n\s+at /);
        return error;
      };
      expect(await fail('restore', [])).toMatchObject({
        code: 2,
        stderr: expect.stringMatching(/^Usage: npm run restore/),
      });
      expect(await fail('backup', ['--fast'])).toMatchObject({
        code: 2,
        stderr: expect.stringMatching(/^Usage: npm run backup/),
      });
      expect(await fail('restore', [join(work, 'nowhere')])).toMatchObject({
        code: 1,
        stderr: expect.stringMatching(/is not a complete Dealbook backup/),
      });
      expect(await fail('restore', [quiet])).toMatchObject({
        code: 1,
        stderr: expect.stringMatching(
          /^The file store folder .* is not empty: a restore goes into an empty data folder/,
        ),
      });
      expect(await fail('backup', [quiet])).toMatchObject({
        code: 2,
        stderr: expect.stringMatching(/is not empty: name a new folder/),
      });
      const { stdout } = await run(process.execPath, [script('backup'), join(work, 'cli')], { env });
      expect(stdout).toMatch(/\n {2}events: \d+ rows/);
      expect(stdout).toMatch(/\nBackup done in [\d.]+ s: \d+ events, \d+ tables, \d+ files, [\d.]+ [kM]?B in /);
    },
  );
});
