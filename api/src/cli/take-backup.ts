import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  appVersion,
  backupFormat,
  backupFormatVersion,
  BackupError,
  ident,
  manifestName,
  Tally,
  type BackupFile,
  type BackupManifest,
  type BackupSequence,
  type BackupTable,
} from './backup-format.js';
import { listLocalStoreFiles, unfinishedWriteMarker } from '../infra/files/local-store-files.js';
import { eventStoreSchemaVersion } from '../infra/event-store/postgres/event-store.schema.js';

export interface TakeBackupOptions {
  /** The database (its URL). */
  url: string;
  kind: 'embedded' | 'server';
  /** The backup folder to write: absent or empty. */
  folder: string;
  /** The local file store's folder, when the files are on local disk; undefined for S3. */
  filesDir: string | undefined;
  /** Progress lines. */
  log?: (line: string) => void;
  /** Rows copied so far of the table being copied (called about once a second on long tables). */
  onRows?: (table: string, rows: number) => void;
  /** Called once the snapshot is taken, before any row is read (tests write meanwhile). */
  onSnapshot?: () => Promise<void> | void;
}

interface TableInfo {
  name: string;
  columns: string[];
}

/** Every base table of the app's schema with its stored (not generated) columns, from the catalog. */
async function listTables(client: pg.Client): Promise<TableInfo[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(`
    select c.relname as name,
           array_agg(a.attname::text order by a.attnum) as columns
    from pg_class c
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
    group by c.relname
    order by c.relname`);
  return rows;
}

/**
 * The log's order is (transaction_id, global_position), and transaction ids belong to the server
 * that gave them: on another server they could lie ahead of its own, hiding the restored events
 * from readers and putting new appends before them. So the backup renumbers them — from 3 (the
 * first normal id) up, one number per run of the log whose positions ascend — which keeps the
 * order exactly and needs only a few ids on the server restored to (`logOrder.highest`).
 */
const logOrder = `
  select global_position, 2 + sum(back) over (order by transaction_id, global_position) as tx
  from (
    select global_position, transaction_id,
           case when global_position > lag(global_position) over (order by transaction_id, global_position)
                then 0 else 1 end as back
    from events) runs`;

function copySource(table: TableInfo): string {
  const columns = (replace: Record<string, string>) =>
    table.columns.map((column) => replace[column] ?? `t.${ident(column)}`).join(', ');
  if (table.name === 'events') {
    return `(select ${columns({ transaction_id: 'o.tx::text::xid8' })} from events t join (${logOrder}) o using (global_position) order by t.global_position)`;
  }
  if (table.name === 'checkpoints') {
    // A consumer's place in the log: the renumbered id of the event it stopped at.
    return `(select ${columns({
      transaction_id: `case when t.position = 0 then t.transaction_id else coalesce(o.tx, (select max(tx) from (${logOrder}) m))::text::xid8 end`,
    })} from checkpoints t left join (${logOrder}) o on o.global_position = t.position)`;
  }
  return `${ident(table.name)} (${table.columns.map(ident).join(', ')})`;
}

async function listSequences(client: pg.Client): Promise<BackupSequence[]> {
  const { rows } = await client.query<{ name: string }>(`
    select c.relname as name from pg_class c
    where c.relnamespace = current_schema()::regnamespace and c.relkind = 'S' order by c.relname`);
  const sequences: BackupSequence[] = [];
  for (const { name } of rows) {
    const { rows: values } = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text as last_value, is_called from ${ident(name)}`,
    );
    sequences.push({ name, lastValue: values[0]!.last_value, isCalled: values[0]!.is_called });
  }
  return sequences;
}

async function assertEmptyFolder(folder: string): Promise<void> {
  const entries = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw new BackupError(`Cannot use ${folder} as the backup folder: ${error.message}`, 2);
  });
  if (entries.length > 0) {
    throw new BackupError(`The backup folder ${folder} is not empty: name a new folder.`, 2);
  }
}

/** Every file of the store (relative paths), without what an unfinished write leaves. */
async function listStoreFiles(root: string): Promise<string[]> {
  return (await listLocalStoreFiles(root)).filter((path) => !path.includes(unfinishedWriteMarker)).sort();
}

async function copyFile(from: string, to: string): Promise<{ bytes: number; sha256: string }> {
  await mkdir(dirname(to), { recursive: true });
  const tally = new Tally();
  await pipeline(createReadStream(from), tally, createWriteStream(to, { flags: 'wx' }));
  return { bytes: tally.bytes, sha256: tally.digest() };
}

/**
 * Takes a backup as pg_dump takes one, over the app's own driver: one connection, one
 * REPEATABLE READ, READ ONLY transaction — a consistent snapshot of the log and every read model
 * while the app goes on writing — every table of the schema copied out with COPY, streamed
 * through gzip to disk (no table is held in memory). The local file store's files are copied
 * after the snapshot. The manifest is written last, so a backup that stopped half way has none.
 */
export async function takeBackup(options: TakeBackupOptions): Promise<BackupManifest> {
  const log = options.log ?? (() => undefined);
  await assertEmptyFolder(options.folder);
  const client = new pg.Client({ connectionString: options.url, application_name: 'dealbook backup' });
  await client.connect();
  let manifest: BackupManifest;
  try {
    await client.query('begin isolation level repeatable read, read only');
    // The snapshot is taken by the first query of the transaction: this one.
    const { rows: head } = await client.query<{ now: Date; version: string }>(
      `select now(), current_setting('server_version') as version`,
    );
    const tables = await listTables(client);
    if (!tables.some((table) => table.name === 'events') || !tables.some((table) => table.name === 'streams')) {
      throw new BackupError('This database holds no Dealbook event store (no events table): nothing to back up.', 2);
    }
    // Held to the end, as pg_dump does: a table dropped or swapped (a projection rebuild) waits for the backup.
    await client.query(`lock table ${tables.map((t) => ident(t.name)).join(', ')} in access share mode`);
    const { rows: migrationRows } = tables.some((t) => t.name === 'read_model_migrations')
      ? await client.query<{ name: string }>('select name from read_model_migrations order by name')
      : { rows: [] };
    await options.onSnapshot?.();
    const sequences = await listSequences(client);
    const { rows: highest } = await client.query<{ tx: string }>(
      `select coalesce(max(tx), 0)::text as tx from (${logOrder}) o`,
    );
    await mkdir(join(options.folder, 'tables'), { recursive: true });
    const backedUp: BackupTable[] = [];
    for (const table of tables) {
      const file = `tables/${table.name}.copy.gz`;
      const started = performance.now();
      let reported = started;
      const rows = new Tally((tally) => {
        const now = performance.now();
        if (now - reported > 1000) {
          reported = now;
          options.onRows?.(table.name, tally.newlines);
        }
      });
      const written = new Tally();
      await pipeline(
        client.query(copyTo(`copy ${copySource(table)} to stdout`)),
        rows,
        createGzip(),
        written,
        createWriteStream(join(options.folder, file), { flags: 'wx' }),
      );
      backedUp.push({ ...table, rows: rows.newlines, file, bytes: written.bytes, sha256: written.digest() });
      log(`${table.name}: ${rows.newlines} rows (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
    await client.query('commit');

    let files: BackupManifest['files'] = { store: 's3', entries: [] };
    if (options.filesDir) {
      const entries: BackupFile[] = [];
      const paths = await listStoreFiles(options.filesDir);
      for (const path of paths) {
        try {
          entries.push({
            path,
            ...(await copyFile(join(options.filesDir, path), join(options.folder, 'files', path))),
          });
        } catch (error) {
          // Deleted since it was listed (an attachment removed while the backup ran): not in the backup.
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
          await rm(join(options.folder, 'files', path), { force: true });
        }
      }
      files = { store: 'local', entries };
      log(`files: ${entries.length} (${entries.reduce((sum, e) => sum + e.bytes, 0)} bytes)`);
    }

    manifest = {
      format: backupFormat,
      formatVersion: backupFormatVersion,
      appVersion: appVersion(),
      createdAt: head[0]!.now.toISOString(),
      source: { kind: options.kind, serverVersion: head[0]!.version },
      schema: { eventStore: eventStoreSchemaVersion, readModelMigrations: migrationRows.map((row) => row.name) },
      logOrder: { highestTransactionId: highest[0]!.tx },
      tables: backedUp,
      sequences,
      files,
    };
    const temp = join(options.folder, `${manifestName}.tmp`);
    await writeFile(temp, `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(temp, join(options.folder, manifestName));
  } finally {
    await client.end().catch(() => undefined);
  }
  return manifest;
}

/** Total size of a backup folder on disk, for the final line. */
export async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}
