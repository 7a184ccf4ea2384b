import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '@dealbook/projections';
import { takeBackup } from '../../api/src/cli/take-backup.js';

/** What a scan leaves out, each for a reason its caller gives: whole tables, or the log's rows of some streams. */
export interface ScanExceptions {
  tables?: readonly string[];
  streams?: readonly string[];
}

/**
 * Every row of every table of the database with a text, JSON, array or tsvector column — the event
 * log, read models, checkpoints, ledgers — cast whole to text and searched for the strings (issue
 * 37): the hits, by table. A person's data sealed in the log is ciphertext there, so it is not found.
 */
export async function scanDatabase(
  db: Kysely<ReadModelDatabase>,
  strings: readonly string[],
  except: ScanExceptions = {},
): Promise<Record<string, string[]>> {
  const { rows: tables } = await sql<{ schema: string; table: string }>`
    select distinct c.table_schema as schema, c.table_name as table
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where t.table_type = 'BASE TABLE'
      and c.table_schema not in ('pg_catalog', 'information_schema')
      and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'tsvector', 'ARRAY', 'USER-DEFINED')
    order by 1, 2`.execute(db);
  const patterns = strings.map((text) => `%${text}%`);
  const streams = [...(except.streams ?? [])];
  const hits: Record<string, string[]> = {};
  for (const { schema, table } of tables) {
    if (except.tables?.includes(table)) continue;
    const skipStreams = table === 'events' ? sql`and t.stream_id <> all(${streams}::text[])` : sql``;
    const { rows } = await sql<{ row: string }>`
      select t::text as row from ${sql.table(`${schema}.${table}`)} t
      where t::text ilike any(${patterns}::text[]) ${skipStreams}`.execute(db);
    if (rows.length > 0) hits[`${schema}.${table}`] = rows.map((row) => row.row.slice(0, 300));
  }
  return hits;
}

/**
 * The whole database as `npm run backup` copies it — every table's rows as COPY text, the format
 * `pg_dump` writes, read back from the backup's files — searched for the strings: the lines that
 * hold one, but those holding any of `exceptLinesWith`. The product's own backup rather than the
 * machine's `pg_dump`, which may be missing or of another version than the server (CI runs on an
 * embedded one).
 */
export async function scanBackup(
  databaseUrl: string,
  strings: readonly string[],
  exceptLinesWith: readonly string[] = [],
): Promise<string[]> {
  const folder = await mkdtemp(join(tmpdir(), 'dealbook-scan-'));
  try {
    await takeBackup({ url: databaseUrl, kind: 'server', folder: join(folder, 'backup'), filesDir: undefined });
    const lowered = strings.map((text) => text.toLowerCase());
    const hits: string[] = [];
    for (const entry of await readdir(join(folder, 'backup'), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const bytes = await readFile(join(entry.parentPath, entry.name));
      const text = (entry.name.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
      for (const line of text.split('\n')) {
        if (exceptLinesWith.some((except) => line.includes(except))) continue;
        if (lowered.some((needle) => line.toLowerCase().includes(needle)))
          hits.push(`${entry.name}: ${line.slice(0, 300)}`);
      }
    }
    return hits;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Every file under `dir` (a local file store) whose bytes hold one of the strings, as UTF-8 or Latin-1 text. */
export async function scanFiles(dir: string, strings: readonly string[]): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const hits: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const text = (await readFile(path)).toString('latin1').toLowerCase();
    if (strings.some((needle) => text.includes(needle.toLowerCase()))) hits.push(path);
  }
  return hits;
}
