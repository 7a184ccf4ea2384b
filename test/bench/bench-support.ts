import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../api/src/infra/database/embedded-postgres.js';

export interface BenchDatabase {
  url: string;
  kind: string;
  close(): Promise<void>;
}

/** BENCH_DATABASE_URL or TEST_DATABASE_URL (a server), else an embedded server in a temp folder; a fresh database either way. */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  let adminUrl = serverUrl;
  let stopEmbedded = async () => undefined;
  if (!adminUrl) {
    const dir = await mkdtemp(join(tmpdir(), 'dealbook-bench-pg-'));
    const embedded = await startEmbeddedPostgres(dir, { database: 'bench_admin' });
    adminUrl = embedded.url;
    stopEmbedded = async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const name = `dealbook_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const version = (await admin.query<{ v: string }>(`select current_setting('server_version') as v`)).rows[0]!.v;
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kind: `${serverUrl ? 'PostgreSQL server' : 'embedded PostgreSQL'} ${version}`,
    close: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
      await stopEmbedded();
    },
  };
}

export interface RunningServer {
  baseUrl: string;
  /** The server process, whose memory a bench may read (/proc/<pid>/status). */
  pid: number;
  stop(): Promise<void>;
}

/** Peak (VmHWM) and current (VmRSS) resident memory of a process, in MB. */
export async function memoryOf(pid: number): Promise<{ peak: number; now: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
  return { peak: kb('VmHWM') / 1024, now: kb('VmRSS') / 1024 };
}

/** How package.json's `serve` script starts the product: its environment settings and Node flags. */
function productLaunch(): { env: Record<string, string>; flags: string } {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { serve: string } };
  const words = scripts.serve.split(' ');
  const settings = words.filter((word) => /^[A-Z_]+=/.test(word)).map((word) => word.split('='));
  return {
    env: Object.fromEntries(settings),
    flags: words.filter((word) => word.startsWith('--')).join(' '),
  };
}

/** The built product (api/dist/main.js) as a separate process, as in production. */
export async function startServer(databaseUrl: string, env: Record<string, string>): Promise<RunningServer> {
  const port = 3900 + Math.floor(Math.random() * 90);
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env['BENCH_CPU_PROF'];
  // The server starts as the product does (`npm run serve`), unless BENCH_SERVER_NODE_ARGS gives
  // other Node flags ("" for none; NODE_OPTIONS refuses most V8 flags) or the bench's own
  // environment other settings (MALLOC_ARENA_MAX= for glibc's default): memory experiments.
  const product = productLaunch();
  const flags = process.env['BENCH_SERVER_NODE_ARGS'] ?? product.flags;
  const nodeArgs = [
    ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
    ...flags.split(' ').filter(Boolean),
  ];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, 'api/dist/main.js'], {
    env: {
      ...product.env,
      ...process.env,
      // No demo companies unless the bench asks for them (layout-shift.bench.ts measures the demo screens).
      DEMO_DATA: 'false',
      ...env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 200) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    // Loading the demo data takes a minute or more on a machine shared with other work.
    if (waited > 180_000) {
      child.kill('SIGTERM');
      throw new Error('server did not start within 180 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Runs `task(i)` for i in [0, total) with `concurrency` workers; returns elapsed ms. */
export async function runConcurrently(total: number, concurrency: number, task: (i: number) => Promise<void>) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await task(next++);
    }),
  );
  return performance.now() - started;
}

/** Signs in through POST /api/login and answers the bearer token. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { userToken: string }).userToken;
}

/** `work` run `runs` times one after another, after `warmup` unmeasured runs: the times in ms, sorted. */
export async function timedRuns(
  runs: number,
  work: () => Promise<unknown>,
  warmup = Math.min(30, runs),
): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** CPU seconds of a process on this machine (utime + stime), or undefined when it is not here. */
export function processCpuSeconds(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** The pids of the server processes serving a database (parallel workers not counted). */
export function databaseBackends(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  return {
    pids: async () =>
      (
        await pool.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database()')
      ).rows.map(({ pid }) => pid),
    close: () => pool.end(),
  };
}

/** CPU seconds spent over a stretch of a bench, by whom. */
export interface CpuSpent {
  /** This process (the bench: load generator or rebuild). */
  node: number;
  /** The database's server processes, when they run on this machine. */
  postgres: number | undefined;
  /** The app's server process, when one was named. */
  server: number | undefined;
}

/**
 * CPU spent from now until the answer's call, by this process, the database's server processes
 * (`backends` lists their pids; readable when the database runs on this machine) and the app's
 * server: on a shared machine the wall clock depends on the neighbours, these much less.
 */
export async function startCpuMeter(
  backends: () => Promise<number[]>,
  serverPid?: number,
): Promise<() => Promise<CpuSpent>> {
  const before = new Map((await backends()).map((pid) => [pid, processCpuSeconds(pid)]));
  const serverBefore = serverPid === undefined ? undefined : processCpuSeconds(serverPid);
  const node = process.cpuUsage();
  return async () => {
    const spent = process.cpuUsage(node);
    const serverNow = serverPid === undefined ? undefined : processCpuSeconds(serverPid);
    let postgres: number | undefined = 0;
    for (const pid of await backends()) {
      const now = processCpuSeconds(pid);
      postgres = now === undefined || postgres === undefined ? undefined : postgres + now - (before.get(pid) ?? 0);
    }
    return {
      node: (spent.user + spent.system) / 1e6,
      postgres,
      server: serverNow === undefined || serverBefore === undefined ? undefined : serverNow - serverBefore,
    };
  };
}
