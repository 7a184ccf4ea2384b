import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const mainJs = join(root, 'api/dist/main.js');

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** The built server as `npm start` runs it: its own process on the embedded database. */
function startServer(dataDir: string, port: number): Started {
  const child = spawn(process.execPath, [mainJs], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), DEMO_DATA: 'false', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

async function waitForHealth(port: number, started: Started): Promise<void> {
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (started.child.exitCode !== null) throw new Error(`server exited early:\n${started.output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not healthy:\n${started.output()}`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the product process on the embedded default', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('refuses a second process on the same data folder, keeps the first serving, and stops the database cleanly on SIGTERM', async () => {
    expect(existsSync(mainJs), 'api/dist/main.js: run `npm run build` before the e2e tier').toBe(true);
    const dataDir = await mkdtemp(join(tmpdir(), 'dealbook-lifecycle-'));
    dirs.push(dataDir);
    const port = 3800 + Math.floor(Math.random() * 100);
    const first = startServer(dataDir, port);
    await waitForHealth(port, first);
    expect(first.output()).toContain('admin@dealbook.local');
    // The seconds before the banner say what they are spent on.
    expect(first.output()).toContain(`Starting the embedded PostgreSQL in ${dataDir} (the first start creates it)`);

    const second = startServer(dataDir, port + 1);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(dataDir);
    expect(second.output()).toContain(`pid ${first.child.pid}`);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);

    const postmasterPid = Number.parseInt(
      (await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]!,
      10,
    );
    expect(alive(postmasterPid)).toBe(true);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(alive(postmasterPid)).toBe(false);
    // A clean shutdown removes the postmaster's pid file and our folder lock.
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(existsSync(join(dataDir, 'dealbook.lock'))).toBe(false);

    // The next start on the same folder keeps the data and shows the same demo sign-in.
    const password = /^\s+password\s+(\S+)$/m.exec(first.output())?.[1];
    expect(password).toBeTruthy();
    const again = startServer(dataDir, port + 2);
    await waitForHealth(port + 2, again);
    expect(again.output()).toContain(`password  ${password}`);
    const login = await fetch(`http://127.0.0.1:${port + 2}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@dealbook.local', password }),
    });
    expect(login.status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 180_000);
});
