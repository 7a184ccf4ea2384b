import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from './test-database.js';

const root = new URL('../..', import.meta.url).pathname;

export interface ServerProcess {
  baseUrl: string;
  /** Its database on the run's PostgreSQL ('' for the embedded one, which is in its data folder). */
  databaseUrl: string;
  /** Its DATA_DIR. */
  dataDir: string;
  child: ChildProcess;
  /** Everything it wrote, stdout then stderr as they came. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Sends SIGTERM (if still running), waits for the exit, drops the database and the data folder. */
  close(): Promise<void>;
}

/**
 * The built server (api/dist/main.js) as an operator runs it: its own process, on a fresh database
 * of the run's PostgreSQL and a data folder of its own, `env` on top; resolves once it is healthy.
 */
export async function startServerProcess(label: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const database: TestDatabase = await createTestDatabase(label);
  return launch(label, { DATABASE_URL: database.url, ...env }, database);
}

/**
 * The built server as `npm start` runs it on a new machine: the embedded PostgreSQL in its own
 * data folder (demo data as `env` says), no DATABASE_URL.
 */
export async function startEmbeddedServerProcess(
  label: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  return launch(label, env);
}

async function launch(label: string, env: Record<string, string>, database?: TestDatabase): Promise<ServerProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), `dealbook-${label}-`));
  // Run as root, the embedded PostgreSQL runs as its own user, which must reach its folder inside.
  await chmod(dataDir, 0o755);
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, [join(root, 'api/dist/main.js')], {
    cwd: root,
    env: {
      ...inherited,
      DATA_DIR: dataDir,
      PORT: String(port),
      DEMO_DATA: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) {
      await close();
      throw new Error(`The server exited at start:\n${text}`);
    }
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (waited > 120_000) {
      await close();
      throw new Error(`The server did not become healthy:\n${text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, databaseUrl: database?.url ?? '', dataDir, child, output: () => text, exited, close };
}
