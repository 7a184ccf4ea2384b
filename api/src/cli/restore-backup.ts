import { migrateReadModels, readModelMigrationTables } from '@dealbook/projections';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { connectDatabase } from '../infra/database/connect.js';
import { migrateEventStore } from '../infra/event-store/postgres/event-store.schema.js';
import { BackupError, ident, readManifest, Tally, type BackupManifest } from './backup-format.js';

export interface RestoreBackupOptions {
  /** The backup folder. */
  folder: string;
  /** The database to restore into (its URL): empty. */
  url: string;
  /** For messages. */
  description: string;
  /** The local file store's folder to restore the files into (absent or empty); undefined for S3. */
  filesDir: string | undefined;
  log?: (line: string) => void;
  /** Rows loaded so far of the table being loaded (about once a second on long tables). */
  onRows?: (table: string, rows: number) => void;
}

export interface RestoreSummary {
  manifest: BackupManifest;
  rows: number;
  files: number;
  /** Files the backup holds that were not restored (S3 file store): copy them yourself. */
  filesSkipped: number;
}

const migrationTables: readonly string[] = readModelMigrationTables;

async function listTables(client: pg.Client): Promise<Map<string, string[]>> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(`
    select c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
    from pg_class c
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
    group by c.relname`);
  return new Map(rows.map((row) => [row.name, row.columns]));
}

/** Refuses a target that holds anything: a restore never overwrites a database in use. */
async function assertEmptyDatabase(client: pg.Client, description: string, manifest: BackupManifest): Promise<void> {
  const tables = await listTables(client);
  const holding: string[] = [];
  // The log first: what a reader most needs to see to know what the target is.
  const order = (name: string) => (name === 'events' ? 0 : name === 'streams' ? 1 : 2);
  for (const name of [...tables.keys()].sort((a, b) => order(a) - order(b) || a.localeCompare(b))) {
    if (migrationTables.includes(name)) continue;
    const { rows } = await client.query<{ any: boolean }>(`select exists (select from ${ident(name)}) as any`);
    if (rows[0]!.any) holding.push(name);
  }
  if (holding.length > 0) {
    const named = holding.slice(0, 5).join(', ') + (holding.length > 5 ? ` and ${holding.length - 5} more` : '');
    throw new BackupError(
      `The target database (${description}) is not empty (rows in ${named}): a restore goes into an empty database. Nothing was changed.`,
    );
  }
  if (tables.has('read_model_migrations')) {
    const { rows } = await client.query<{ name: string }>('select name from read_model_migrations order by name');
    const wanted = manifest.schema.readModelMigrations;
    if (rows.some((row, i) => wanted[i] !== row.name)) {
      throw new BackupError(
        `The target database (${description}) is migrated past the backup's schema (${rows.at(-1)?.name ?? ''} against ${wanted.at(-1) ?? 'none'}): restore into a new, empty database. Nothing was changed.`,
      );
    }
  }
}

async function assertEmptyFilesDir(filesDir: string): Promise<void> {
  const entries = await readdir(filesDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length > 0) {
    throw new BackupError(
      `The file store folder ${filesDir} is not empty: a restore goes into an empty data folder. Nothing was changed.`,
    );
  }
}

/** Copies the backup's files to a folder beside the store's, checking each against its checksum. */
async function stageFiles(folder: string, manifest: BackupManifest, staging: string): Promise<void> {
  await mkdir(staging, { recursive: true });
  for (const entry of manifest.files.entries) {
    const from = join(folder, 'files', entry.path);
    const to = join(staging, entry.path);
    await mkdir(dirname(to), { recursive: true });
    const tally = new Tally();
    try {
      await pipeline(createReadStream(from), tally, createWriteStream(to, { flags: 'wx' }));
    } catch (error) {
      throw new BackupError(`The backup is damaged: files/${entry.path} cannot be read (${(error as Error).message}).`);
    }
    if (tally.bytes !== entry.bytes || tally.digest() !== entry.sha256) {
      throw new BackupError(`The backup is damaged: files/${entry.path} does not match its checksum.`);
    }
  }
}

/** Makes sure the server gives new transactions ids above the backup's renumbered ones. */
async function passTransactionId(client: pg.Client, highest: bigint): Promise<void> {
  for (;;) {
    const { rows } = await client.query<{ next: string }>(
      'select pg_snapshot_xmax(pg_current_snapshot())::text as next',
    );
    const next = BigInt(rows[0]!.next);
    if (next > highest) return;
    for (let i = 0n; i <= highest - next; i++) await client.query('select pg_current_xact_id()');
  }
}

/**
 * Restores a backup into an empty database: the schema migrated to the backup's level, every
 * table loaded with COPY in one transaction (checked against the manifest's row counts and
 * checksums before it commits, so a damaged backup leaves the target as empty as it was), the
 * sequences set, then the files moved into the file store's folder.
 */
export async function restoreBackup(options: RestoreBackupOptions): Promise<RestoreSummary> {
  const log = options.log ?? (() => undefined);
  const manifest = await readManifest(options.folder);
  const restoreFiles = options.filesDir !== undefined && manifest.files.store === 'local';
  if (restoreFiles) await assertEmptyFilesDir(options.filesDir!);

  const client = new pg.Client({ connectionString: options.url, application_name: 'dealbook restore' });
  await client.connect();
  const staging = restoreFiles ? `${options.filesDir!}.restoring-${process.pid}` : undefined;
  let rows = 0;
  try {
    await assertEmptyDatabase(client, options.description, manifest);
    if (staging) {
      await rm(staging, { recursive: true, force: true });
      await stageFiles(options.folder, manifest, staging);
      log(`files: ${manifest.files.entries.length} checked`);
    }

    const connection = connectDatabase(options.url, 1);
    try {
      await migrateEventStore(connection.db);
      const last = manifest.schema.readModelMigrations.at(-1);
      if (last) await migrateReadModels(connection.db, { to: last });
    } finally {
      await connection.close();
    }
    await passTransactionId(client, BigInt(manifest.logOrder.highestTransactionId));

    const target = await listTables(client);
    await client.query('begin');
    // The migrations just applied are recorded again with the backup's rows (their original times).
    await client.query('delete from read_model_migrations');
    for (const table of manifest.tables) {
      if (table.name === readModelMigrationTables[1]) continue;
      const columns = target.get(table.name);
      const missing = table.columns.filter((column) => !columns?.includes(column));
      if (!columns || missing.length > 0) {
        throw new BackupError(
          `The backup's table ${table.name} does not fit the schema its migrations make (${
            columns ? `no column ${missing.join(', ')}` : 'no such table'
          }): it cannot be restored.`,
        );
      }
      const started = performance.now();
      let reported = started;
      const read = new Tally();
      const lines = new Tally((tally) => {
        const now = performance.now();
        if (now - reported > 1000) {
          reported = now;
          options.onRows?.(table.name, tally.newlines);
        }
      });
      const copy = client.query(
        copyFrom(`copy ${ident(table.name)} (${table.columns.map(ident).join(', ')}) from stdin`),
      );
      try {
        await pipeline(createReadStream(join(options.folder, table.file)), read, createGunzip(), lines, copy);
      } catch (error) {
        const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : (error as Error).message;
        throw new BackupError(
          `The backup is damaged: ${table.file} cannot be loaded (${reason}). Nothing was restored.`,
        );
      }
      if (read.bytes !== table.bytes || read.digest() !== table.sha256 || copy.rowCount !== table.rows) {
        throw new BackupError(
          `The backup is damaged: ${table.file} does not match its checksum or row count (${copy.rowCount} rows, ${table.rows} expected). Nothing was restored.`,
        );
      }
      rows += table.rows;
      log(`${table.name}: ${table.rows} rows (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
    for (const sequence of manifest.sequences) {
      await client.query(`select setval($1::regclass, $2::bigint, $3)`, [
        ident(sequence.name),
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    if (staging) await rm(staging, { recursive: true, force: true });
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }

  if (staging) {
    await rmdir(options.filesDir!).catch(() => undefined);
    await mkdir(dirname(options.filesDir!), { recursive: true });
    await rename(staging, options.filesDir!);
  }
  return {
    manifest,
    rows,
    files: restoreFiles ? manifest.files.entries.length : 0,
    filesSkipped: restoreFiles ? 0 : manifest.files.entries.length,
  };
}
