import { readModelMigrationNames } from '@dealbook/projections';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { eventStoreSchemaVersion } from '../infra/event-store/postgres/event-store.schema.js';

/**
 * A backup is a folder: `manifest.json`, written last (a folder without it is an unfinished
 * backup), one gzipped `COPY ... TO STDOUT` (text format) per table under `tables/`, and the local
 * file store's files as they are under `files/`. The manifest names the schema the rows fit and
 * the checksum of every file, so a restore refuses a backup it cannot load before it writes.
 */
export const backupFormat = 'dealbook-backup';
export const backupFormatVersion = 1;
export const manifestName = 'manifest.json';

export interface BackupTable {
  name: string;
  /** The columns in the order of the COPY rows (generated columns are left out: they are recomputed). */
  columns: string[];
  rows: number;
  /** Path of the gzipped COPY text, relative to the backup folder. */
  file: string;
  bytes: number;
  sha256: string;
}

export interface BackupSequence {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export interface BackupFile {
  /** Path relative to the file store's folder (and to the backup's `files/`). */
  path: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof backupFormat;
  formatVersion: number;
  appVersion: string;
  /** When the snapshot was taken (ISO 8601). */
  createdAt: string;
  source: { kind: 'embedded' | 'server'; serverVersion: string };
  schema: { eventStore: number; readModelMigrations: string[] };
  /** The events' transaction ids are renumbered from 3 in log order (take-backup.ts); the highest. */
  logOrder: { highestTransactionId: string };
  tables: BackupTable[];
  sequences: BackupSequence[];
  files: { store: 'local'; entries: BackupFile[] } | { store: 's3'; entries: [] };
}

/** A refusal or a bad argument: its message is the whole story (the commands print it, no stack trace). */
export class BackupError extends Error {
  override readonly name = 'BackupError';
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export function appVersion(): string {
  try {
    const text = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
    return (JSON.parse(text) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function currentSchema(): BackupManifest['schema'] {
  return { eventStore: eventStoreSchemaVersion, readModelMigrations: [...readModelMigrationNames] };
}

/** Reads a backup folder's manifest and checks this code can load it; every refusal says why. */
export async function readManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(join(folder, manifestName), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupError(
      code === 'ENOENT'
        ? `${folder} is not a complete Dealbook backup: it has no ${manifestName} (a backup that did not finish has none).`
        : `Cannot read ${join(folder, manifestName)}: ${(error as Error).message}`,
    );
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw new BackupError(`The backup's ${manifestName} is damaged (not JSON): the backup cannot be restored.`);
  }
  if (manifest?.format !== backupFormat || !Array.isArray(manifest.tables) || !manifest.schema) {
    throw new BackupError(`${folder} is not a Dealbook backup (its ${manifestName} is not one).`);
  }
  if (manifest.formatVersion > backupFormatVersion) {
    throw new BackupError(
      `The backup is in format ${manifest.formatVersion}, newer than this version of Dealbook reads (${backupFormatVersion}): restore it with the version that took it (${manifest.appVersion}) or a newer one.`,
    );
  }
  const known = currentSchema();
  const migrations = manifest.schema.readModelMigrations ?? [];
  const unknown = migrations.filter((name) => !known.readModelMigrations.includes(name));
  if (manifest.schema.eventStore > known.eventStore || unknown.length > 0) {
    throw new BackupError(
      `The backup was taken from a newer schema than this version of Dealbook knows (${
        unknown.length > 0 ? `migrations ${unknown.join(', ')}` : `event store schema ${manifest.schema.eventStore}`
      }): restore it with the version that took it (${manifest.appVersion}) or a newer one.`,
    );
  }
  if (migrations.some((name, i) => known.readModelMigrations[i] !== name)) {
    throw new BackupError(
      `The backup's migrations are not in the order this code applies them: it cannot be restored.`,
    );
  }
  return manifest;
}

/** Passes bytes through, hashing them and counting them (and, for COPY text, its rows: one newline each). */
export class Tally extends Transform {
  readonly hash = createHash('sha256');
  bytes = 0;
  newlines = 0;

  constructor(private readonly onChunk?: (tally: Tally) => void) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) this.newlines++;
    this.onChunk?.(this);
    callback(null, chunk);
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

/** A quoted SQL identifier. */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
