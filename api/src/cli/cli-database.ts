import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { DataDirLockedError } from '../infra/database/data-dir-lock.js';
import { startEmbeddedPostgres } from '../infra/database/embedded-postgres.js';
import type { AppConfig } from '../kernel/config/app-config.js';
import { BackupError } from './backup-format.js';

/** The database `npm start` uses under the same configuration, opened for a command line tool. */
export interface CliDatabase {
  url: string;
  kind: 'embedded' | 'server';
  /** Where it is, for the command's messages (never the password). */
  description: string;
  close(): Promise<void>;
}

function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    throw new BackupError('DATABASE_URL is not a valid URL.', 2);
  }
}

function refuseKurrentDb(config: AppConfig): void {
  if (config.eventStore.kind === 'kurrentdb') {
    throw new BackupError(
      'EVENT_STORE=kurrentdb: the events are in KurrentDB, which these commands do not cover. Back KurrentDB up with its own tools; the read models are rebuilt from it at start.',
      2,
    );
  }
}

/**
 * The URL of the embedded server a running Dealbook holds in `dataDir`: its port is in the
 * cluster's postmaster.pid (4th line), its password in the folder.
 */
async function runningEmbeddedUrl(dataDir: string, holderPid: number): Promise<string> {
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  const lines = (await readFile(pidFile, 'utf8').catch(() => '')).split('\n');
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isInteger(port) || port <= 0) {
    throw new BackupError(
      `The data folder ${dataDir} is held by a Dealbook process (pid ${holderPid}) whose database server is not running yet; try again once it has started.`,
    );
  }
  const password = (await readFile(join(dataDir, 'postgres-password'), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/dealbook`;
}

/** DATABASE_URL as a command's database: a server the command neither starts nor stops. */
function serverDatabase(url: string): CliDatabase {
  return { url, kind: 'server', description: describeUrl(url), close: async () => {} };
}

/** Starts the embedded server in the data folder for the command (the app cannot start meanwhile). */
async function startEmbedded(dataDir: string): Promise<CliDatabase> {
  const embedded = await startEmbeddedPostgres(dataDir);
  return {
    url: embedded.url,
    kind: 'embedded',
    description: `the embedded database in ${dataDir}`,
    close: () => embedded.stop(),
  };
}

/**
 * The database to back up: DATABASE_URL, else the embedded server in DATA_DIR — the one a running
 * app has started (reached on its port, the app goes on), or started here when no app holds the
 * folder (the app then cannot start until the backup ends).
 */
export async function openSourceDatabase(config: AppConfig): Promise<CliDatabase> {
  refuseKurrentDb(config);
  if (config.databaseUrl) return serverDatabase(config.databaseUrl);
  const dataDir = resolve(config.dataDir);
  if (!existsSync(join(dataDir, 'postgres', 'PG_VERSION'))) {
    throw new BackupError(
      `There is no Dealbook database in ${dataDir}: set DATA_DIR to the data folder of the installation, or DATABASE_URL.`,
      2,
    );
  }
  try {
    return await startEmbedded(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return {
      url: await runningEmbeddedUrl(dataDir, error.holderPid),
      kind: 'embedded',
      description: `the embedded database in ${dataDir}, served by the running Dealbook (pid ${error.holderPid})`,
      close: async () => {},
    };
  }
}

/**
 * The database to restore into: DATABASE_URL (an existing, empty database), else an embedded
 * server in DATA_DIR, initialised when the folder is new. A folder a running app holds is refused.
 */
export async function openTargetDatabase(config: AppConfig): Promise<CliDatabase> {
  refuseKurrentDb(config);
  if (config.databaseUrl) return serverDatabase(config.databaseUrl);
  const dataDir = resolve(config.dataDir);
  try {
    return await startEmbedded(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `The data folder ${dataDir} is in use by a running Dealbook (pid ${error.holderPid}). A restore goes into a stopped, empty data folder: stop it, or set DATA_DIR to a new folder.`,
    );
  }
}
