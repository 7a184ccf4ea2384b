import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Role } from '@dealbook/contracts';
import { memoryOf, percentile, signIn } from '../bench/bench-support.js';

export { memoryOf, percentile, signIn };

/**
 * Everything the load run must undo, newest first: the server, then its databases. Run once,
 * whether the run ends, fails or is interrupted (Ctrl-C, SIGTERM, SIGHUP).
 */
const cleanups: { what: string; undo: () => Promise<void> }[] = [];
let cleaning: Promise<void> | undefined;

export function onCleanup(what: string, undo: () => Promise<void>): void {
  cleanups.push({ what, undo });
}

export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const { what, undo } of cleanups.reverse()) {
      try {
        await undo();
      } catch (error) {
        console.error(`  could not ${what}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and dropping the load databases…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** A PostgreSQL database this run created on the server at `serverUrl`, dropped at cleanup. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  onCleanup(`drop database ${name}`, async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(`drop database if exists "${name}" with (force)`);
    } finally {
      await client.end();
    }
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface LoadServer {
  baseUrl: string;
  pid: number;
  logFile: string;
  /** When it answered its first health check (Date.now()): its demo data was written by then. */
  upAt: number;
}

/** How package.json's `serve` script starts the product: its environment settings and Node flags. */
function serveScript(): { env: Record<string, string>; flags: string[] } {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { serve: string } };
  const words = scripts.serve.split(' ');
  return {
    env: Object.fromEntries(words.filter((word) => /^[A-Z_]+=/.test(word)).map((word) => word.split('='))),
    flags: words.filter((word) => word.startsWith('--')),
  };
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * The built product (api/dist/main.js, `npm run build` first) as `npm run serve` starts it, on
 * `port`, its output in a log file. Stopped at cleanup: SIGTERM, then SIGKILL after 15 s.
 */
export async function startLoadServer(port: number, env: Record<string, string>): Promise<LoadServer> {
  if (!(await portIsFree(port))) throw new Error(`port ${port} is in use: set LOAD_PORT to a free one`);
  const logFile = join(tmpdir(), `dealbook-load-${process.pid}.log`);
  const log = createWriteStream(logFile);
  const launch = serveScript();
  const child: ChildProcess = spawn(process.execPath, [...launch.flags, 'api/dist/main.js'], {
    env: { ...process.env, ...launch.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A last resort if this process ends without its cleanup (an exit nobody awaited).
  process.once('exit', () => child.exitCode === null && child.kill('SIGKILL'));
  onCleanup('stop the server', async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killed = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killed);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode}:\n${await tail(logFile)}`);
    }
    const ok = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() - started > 240_000)
      throw new Error(`the server did not start within 240 s:\n${await tail(logFile)}`);
    await sleep(250);
  }
  return { baseUrl, pid: child.pid!, logFile, upAt: Date.now() };
}

export async function tail(file: string, lines = 20): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Answer {
  status: number;
  ms: number;
  headers: Headers;
  body: string;
  /** Why no answer came (a refused connection, a timeout): status is 0 then. */
  error?: string;
}

export interface RequestInit {
  method?: string;
  token?: string;
  body?: unknown;
  timeoutMs?: number;
}

/** One timed request; never throws: a request that got no answer has status 0 and its error. */
export async function request(baseUrl: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(init.timeoutMs ?? 60_000),
    });
    const body = await response.text();
    return { status: response.status, ms: performance.now() - started, headers: response.headers, body };
  } catch (error) {
    // fetch says "fetch failed" and keeps the reason (a refused connection, undici's 300 s wait for headers) in its cause.
    const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
    const message =
      error instanceof Error
        ? `${error.name}: ${error.message}${cause ? ` (${cause.code ?? cause.message ?? String(cause)})` : ''}`
        : String(error);
    return { status: 0, ms: performance.now() - started, headers: new Headers(), body: '', error: message };
  }
}

/** An error answer's message (its JSON `message`, else its text), shortened for a table. */
export function messageOf(body: string): string {
  try {
    return String((JSON.parse(body) as { message?: unknown }).message ?? body).slice(0, 90);
  } catch {
    return body.slice(0, 90);
  }
}

/** The stream version an answer's ETag names. */
export const versionOf = (answer: Answer) => Number(/\d+/.exec(answer.headers.get('etag') ?? '')?.[0] ?? NaN);

export interface Staff {
  _id: string;
  email: string;
  token: string;
}

let staffCount = 0;

/** `count` new members of staff of role user, created by the admin through the API and signed in. */
export async function createStaff(baseUrl: string, adminToken: string, count: number): Promise<Staff[]> {
  const staff: Staff[] = [];
  for (let i = 0; i < count; i++) {
    const n = ++staffCount;
    const email = `load-user-${n}@dealbook.local`;
    const password = `load-user-password-${n}`;
    const created = await request(baseUrl, '/api/user', {
      method: 'POST',
      token: adminToken,
      body: { email, password, firstName: 'Load', lastName: `User ${n}`, role: Role.user },
    });
    if (created.status !== 201) throw new Error(`creating ${email}: ${created.status} ${created.body}`);
    const { _id } = JSON.parse(created.body) as { _id: string };
    staff.push({ _id, email, token: await signIn(baseUrl, email, password) });
  }
  return staff;
}

/** Resident memory (VmRSS) of the server now, in MB. */
export const rssOf = async (pid: number) => (await memoryOf(pid)).now;

/** Samples the server's resident memory every `everyMs` until stopped: the highest seen, in MB. */
export function sampleRss(pid: number, everyMs = 200) {
  let peak = 0;
  const timer = setInterval(() => {
    void memoryOf(pid).then(
      (memory) => (peak = Math.max(peak, memory.now)),
      () => undefined,
    );
  }, everyMs);
  return {
    stop: async () => {
      clearInterval(timer);
      return Math.max(peak, await rssOf(pid));
    },
  };
}

/** Requests by kind: how many, how they were answered, how long they took. */
export class Tally {
  private readonly byKind = new Map<string, Answer[]>();

  add(kind: string, answer: Answer): Answer {
    const list = this.byKind.get(kind) ?? [];
    list.push(answer);
    this.byKind.set(kind, list);
    return answer;
  }

  get all(): Answer[] {
    return [...this.byKind.values()].flat();
  }

  /** One row per kind, and a total: count, answers by class, p50/p95/max in ms. */
  rows(): string[][] {
    const row = (kind: string, answers: Answer[]) => {
      const ms = answers.map((answer) => answer.ms).sort((a, b) => a - b);
      const count = (test: (status: number) => boolean) => String(answers.filter((a) => test(a.status)).length);
      return [
        kind,
        String(answers.length),
        count((s) => s >= 200 && s < 300),
        count((s) => s >= 400 && s < 500),
        count((s) => s >= 500),
        count((s) => s === 0),
        ms0(percentile(ms, 50)),
        ms0(percentile(ms, 95)),
        ms0(ms.at(-1) ?? NaN),
      ];
    };
    return [...[...this.byKind].map(([kind, answers]) => row(kind, answers)), row('all', this.all)];
  }

  static readonly header = ['request', 'count', '2xx', '4xx', '5xx', 'no answer', 'p50 ms', 'p95 ms', 'max ms'];
}

export const ms0 = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(0) : '–');
export const mb = (value: number) => `${value.toFixed(0)} MB`;
export const pct = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(2)} %`);

/** Prints a table: a title, then aligned columns (numbers to the right). */
export function printTable(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((name, i) => Math.max(name.length, ...rows.map((row) => (row[i] ?? '').length)));
  const cell = (text: string, i: number) =>
    /^[-+\d.,% –MBks()]+$/.test(text) && i > 0 ? text.padStart(widths[i]!) : text.padEnd(widths[i]!);
  console.log(`\n${title}`);
  console.log(`  ${header.map(cell).join('  ')}`);
  console.log(`  ${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(`  ${row.map(cell).join('  ')}`);
}
