/**
 * `npm run load`: load and soak runs against the built product (`npm run build` first: this
 * builds nothing). It creates a fresh database `dealbook_load_<pid>` on LOAD_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/test), starts `api/dist/main.js` on it as
 * `npm run serve` does (same Node flags and malloc settings) on 127.0.0.1:LOAD_PORT (3917), with
 * the demo data and a first administrator, runs the scenarios one after another and prints a
 * short table for each; the server is stopped and the databases dropped however the run ends
 * (Ctrl-C too). Every request loop is bounded in count and time.
 *
 * LOAD_ONLY=soak|long-transaction|as-of|exports (or several, comma-separated) runs those only.
 *  - soak: LOAD_MINUTES (10) of mixed reads and writes by LOAD_USERS (4) at LOAD_RATE (2)
 *    requests/s each; push latency; server memory every minute (soak.load.ts)
 *  - long-transaction: push latency of LOAD_TX_WRITES (200) writes, alone, then beside a
 *    transaction held open in another database for LOAD_HOLD_SECONDS (long-transaction.load.ts)
 *  - as-of: 20 pipeline reports as of a minute ago at once from 5 users, while /api/health and
 *    a list are polled (as-of.load.ts)
 *  - exports: several users' spreadsheet exports at once (exports.load.ts)
 * The server's output goes to a log file whose path is printed.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asOf } from './as-of.load.js';
import { exportsAtOnce } from './exports.load.js';
import {
  cleanUp,
  createDatabase,
  mb,
  onCleanup,
  rssOf,
  signIn,
  startLoadServer,
  tail,
  type LoadServer,
} from './load-support.js';
import { longTransaction } from './long-transaction.load.js';
import { soak } from './soak.load.js';

export interface LoadContext {
  server: LoadServer;
  adminToken: string;
  minutes: number;
  /** The PostgreSQL server (a URL to any of its databases) the load databases are made on. */
  serverUrl: string;
  databaseName: string;
  databaseUrl: string;
}

const scenarios: Record<string, (context: LoadContext) => Promise<void>> = {
  soak,
  'long-transaction': longTransaction,
  'as-of': asOf,
  exports: exportsAtOnce,
};

const admin = { email: 'load-admin@dealbook.local', password: 'load-admin-password-1' };

async function main(): Promise<void> {
  const only = process.env.LOAD_ONLY?.split(',').map((name) => name.trim());
  const unknown = only?.filter((name) => !scenarios[name]);
  if (unknown?.length)
    throw new Error(`LOAD_ONLY: no scenario ${unknown.join(', ')}; one of ${Object.keys(scenarios).join(', ')}`);
  if (!existsSync('api/dist/main.js')) throw new Error('api/dist/main.js is missing: run `npm run build` first');
  const minutes = Number(process.env.LOAD_MINUTES ?? 10);
  if (!(minutes > 0 && minutes <= 24 * 60)) throw new Error('LOAD_MINUTES must be a number of minutes above 0');
  const port = Number(process.env.LOAD_PORT ?? 3917);
  const serverUrl = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const databaseName = `dealbook_load_${process.pid}`;

  const databaseUrl = await createDatabase(serverUrl, databaseName);
  console.log(
    `database ${databaseName} on ${new URL(serverUrl).host}; starting the server on port ${port} (demo data)…`,
  );
  // Uploaded files would go here (none are): a folder of its own, removed at the end.
  const dataDir = join(tmpdir(), databaseName);
  onCleanup(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  const starting = performance.now();
  const server = await startLoadServer(port, {
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production',
    DEMO_DATA: 'true',
    DEALBOOK_ADMIN_EMAIL: admin.email,
    DEALBOOK_ADMIN_PASSWORD: admin.password,
    DATA_DIR: dataDir,
    REPORT_SCHEDULE_CHECK_SECONDS: '3600',
  });
  console.log(
    `server ${server.pid} up in ${((performance.now() - starting) / 1000).toFixed(0)} s at ${server.baseUrl}, ` +
      `${mb(await rssOf(server.pid))} resident; its output: ${server.logFile}`,
  );
  const adminToken = await signIn(server.baseUrl, admin.email, admin.password);
  const context: LoadContext = { server, adminToken, minutes, serverUrl, databaseName, databaseUrl };
  for (const [name, run] of Object.entries(scenarios)) {
    if (only && !only.includes(name)) continue;
    await run(context);
  }
  const errors = (await tail(server.logFile, 100_000)).split('\n').filter((line) => /error/i.test(line));
  console.log(
    `\nserver log: ${errors.length} lines mention an error${errors.length ? `, the last: ${errors.at(-1)}` : ''}`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  })
  .finally(async () => {
    console.log('\nstopping the server and dropping the load databases…');
    await cleanUp();
    // Sockets and pools left open by a failed scenario must not keep the run alive.
    process.exit();
  });
