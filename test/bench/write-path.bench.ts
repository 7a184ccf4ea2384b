/**
 * The write path on one PostgreSQL server, each figure beside references measured in the same run
 * (figures vary by machine; ratios are what to compare).
 *  1. commands/s at the same concurrency for four commands — create a company without and with an
 *     Idempotency-Key (as the web app sends every write), update it (no If-Match), log a call on a
 *     purchase — against (a) raw single-row INSERTs/s on a pool and
 *     (b) the minimal `node:http` server of minimal-server.ts (parse JSON, one INSERT + NOTIFY in
 *     one statement, answer 201); with the CPU each command cost the app's server, PostgreSQL
 *     (when it runs on this machine) and the bench sending the requests. The minimal server and the
 *     three commands take turns over BENCH_WRITE_ROUNDS rounds (default 5), so that the machine's
 *     speed, which drifts on a shared host, weighs on each alike; each round's own ratio is shown.
 *  2. round trips per command, counted by a wire-protocol proxy (round-trip-counter.ts) in front
 *     of a second app instance: everything the instance sends while it serves sequential commands,
 *     the change feed's reads included.
 *  3. commit-to-socket latency: for sequential creates, the time from sending POST /api/company to
 *     its HTTP response and to its `change` message on a subscribed socket, beside the raw
 *     baseline: one connection sends the COMMIT of an INSERT + NOTIFY, time until a LISTENing
 *     connection hears it.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { io } from 'socket.io-client';
import { CommunicationAction } from '@dealbook/contracts';
import {
  databaseBackends,
  openBenchDatabase,
  percentile,
  runConcurrently,
  startCpuMeter,
  startServer,
  type CpuSpent,
  type RunningServer,
} from './bench-support.js';
import { startRoundTripCounter } from './round-trip-counter.js';

const commands = Number(process.env.BENCH_CREATES ?? 2000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const rounds = Number(process.env.BENCH_WRITE_ROUNDS ?? 5);
const latencySamples = Number(process.env.BENCH_LATENCY_SAMPLES ?? 300);
const countedCommands = 200;
const admin = { email: 'bench@dealbook.local', password: 'bench-password-123' };

function companyBody(i: number) {
  return {
    companyName: `Bench Company ${i} ${randomUUID().slice(0, 8)}`,
    domain: `bench-${i}.example.com`,
    industryType: 'Finance',
    relationshipTypes: ['Client'],
    city: 'London',
    revenue: Math.abs(i) * 1000,
    isClient: true,
  };
}

async function rawInsertBaseline(url: string): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: concurrency });
  await pool.query(
    'create table bench_raw_companies (id uuid primary key, doc jsonb not null, created_at timestamptz default now())',
  );
  const elapsed = await runConcurrently(commands, concurrency, async (i) => {
    await pool.query('insert into bench_raw_companies (id, doc) values ($1, $2)', [
      randomUUID(),
      JSON.stringify(companyBody(i)),
    ]);
  });
  await pool.end();
  return (commands / elapsed) * 1000;
}

/** The minimal server, run as its own process like the app: its pid and one create through it. */
async function startMinimalServer(url: string) {
  const port = 3990 + Math.floor(Math.random() * 9);
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/bench/minimal-server.ts'], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    for (
      let waited = 0;
      !(await fetch(baseUrl).then(
        (r) => r.ok,
        () => false,
      ));
      waited += 100
    ) {
      if (waited > 20_000) throw new Error('the minimal server did not start within 20 s');
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    pid: child.pid!,
    stop,
    create: async (i: number) => {
      const response = await fetch(baseUrl, { method: 'POST', body: JSON.stringify(companyBody(i)) });
      if (response.status !== 201) throw new Error(`minimal server answered ${response.status}`);
      await response.arrayBuffer();
    },
  };
}

async function rawNotifyBaseline(url: string): Promise<number[]> {
  const writer = new pg.Client({ connectionString: url });
  const listener = new pg.Client({ connectionString: url });
  await Promise.all([writer.connect(), listener.connect()]);
  await listener.query('listen bench_raw');
  const heard = new Map<string, number>();
  listener.on('notification', (n) => heard.set(n.payload ?? '', performance.now()));
  const latencies: number[] = [];
  for (let i = 0; i < latencySamples; i++) {
    const id = randomUUID();
    await writer.query('begin');
    await writer.query('insert into bench_raw_companies (id, doc) values ($1, $2)', [id, '{}']);
    await writer.query(`select pg_notify('bench_raw', $1)`, [id]);
    // The listener may hear it before COMMIT's reply is parsed, so time from sending COMMIT.
    const committing = performance.now();
    await writer.query('commit');
    while (!heard.has(id)) await new Promise((r) => setImmediate(r));
    latencies.push(heard.get(id)! - committing);
  }
  await Promise.all([writer.end(), listener.end()]);
  return latencies.sort((a, b) => a - b);
}

const ms = (sorted: number[], p: number) => `${percentile(sorted, p).toFixed(1)} ms`;

/** The three commands against one running app, signed in as the bench administrator. */
async function commandsOf(server: RunningServer) {
  const login = await fetch(`${server.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const { userToken } = (await login.json()) as { userToken: string };
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${userToken}` };
  const send = async <T>(
    method: string,
    path: string,
    body: unknown,
    expected: number,
    extra: Record<string, string> = {},
  ): Promise<T> => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { ...headers, ...extra },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status !== expected) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T;
  };
  const create = (i: number) => send<{ _id: string }>('POST', '/api/company', companyBody(i), 201);
  const client = await create(-1);
  const project = await send<{ _id: string }>(
    'POST',
    '/api/project',
    { projectName: 'Bench', client: client._id },
    201,
  );
  const purchaser = await create(-2);
  const purchase = await send<{ _id: string }>(
    'POST',
    '/api/purchase',
    { company: purchaser._id, project: project._id },
    201,
  );
  // Updates spread over 50 companies, as people edit different records; a retry after a race
  // (no If-Match) is part of the measure when two land on one.
  const edited = await Promise.all(Array.from({ length: 50 }, (_, i) => create(-3 - i)));
  // A person's fields are sealed with their own key in the log (issue 37): a contact's create
  // makes the key in the append's round trip, an update finds it cached.
  const createContact = (i: number) =>
    send<{ _id: string }>(
      'POST',
      '/api/contact',
      {
        firstName: `Bench${i}`,
        lastName: `Person ${randomUUID().slice(0, 8)}`,
        email: `bench.${randomUUID()}@example.org`,
      },
      201,
    );
  const people = await Promise.all(Array.from({ length: 50 }, (_, i) => createContact(-1 - i)));
  return {
    userToken,
    create,
    // As the web app sends every write: with a key of its own, kept for a retry.
    keyedCreate: (i: number) =>
      send<{ _id: string }>('POST', '/api/company', companyBody(i), 201, { 'Idempotency-Key': randomUUID() }),
    update: (i: number) =>
      send('PUT', `/api/company/${edited[i % edited.length]!._id}`, { revenue: i, city: `City ${i}` }, 200),
    createContact,
    updateContact: (i: number) =>
      send(
        'PUT',
        `/api/contact/${people[i % people.length]!._id}`,
        { telephone: `+44 7700 9${String(i).padStart(5, '0')}` },
        200,
      ),
    logCall: () =>
      send(
        'POST',
        '/api/communication',
        { outcome: 'Called but no response', action: CommunicationAction.TryToCallAgain, purchases: [purchase._id] },
        201,
      ),
  };
}

type Commands = Awaited<ReturnType<typeof commandsOf>>;
const measured = ['create', 'keyedCreate', 'update', 'createContact', 'updateContact', 'logCall'] as const;
const labels: Record<(typeof measured)[number], string> = {
  create: 'POST /api/company',
  keyedCreate: 'POST /api/company with an Idempotency-Key',
  update: 'PUT /api/company/{id} (no If-Match)',
  createContact: 'POST /api/contact (fields sealed, key made)',
  updateContact: 'PUT /api/contact/{id} (fields sealed, key cached)',
  logCall: 'POST /api/communication (log a call)',
};

/** Round trips per command of each kind, through a counting proxy, sequentially. */
export async function roundTripsPerCommand(url: string): Promise<Record<(typeof measured)[number], number>> {
  const counter = await startRoundTripCounter(url, { keepStatements: Boolean(process.env.BENCH_SHOW_STATEMENTS) });
  // The administrator is created here when the database is new (BENCH_ONLY runs of this alone).
  const server = await startServer(counter.url, {
    DEALBOOK_ADMIN_EMAIL: admin.email,
    DEALBOOK_ADMIN_PASSWORD: admin.password,
  });
  try {
    const run = await commandsOf(server);
    const result = {} as Record<(typeof measured)[number], number>;
    for (const name of measured) {
      for (let i = 0; i < 20; i++) await run[name](i);
      // Let the change feed finish reading what the warm-up wrote before counting.
      await new Promise((r) => setTimeout(r, 300));
      counter.reset();
      for (let i = 0; i < countedCommands; i++) await run[name](i);
      await new Promise((r) => setTimeout(r, 300));
      result[name] = counter.count() / countedCommands;
      // BENCH_SHOW_STATEMENTS=1: what one command of the kind sent, to see what its count is made of.
      if (process.env.BENCH_SHOW_STATEMENTS) {
        await new Promise((r) => setTimeout(r, 300));
        counter.reset();
        await run[name](countedCommands);
        await new Promise((r) => setTimeout(r, 300));
        console.log(`\n${labels[name]}: ${counter.count()} round trips`);
        for (const statement of counter.statements()) console.log(`  ${statement.replace(/\s+/g, ' ').slice(0, 300)}`);
      }
    }
    return result;
  } finally {
    await server.stop();
    await counter.close();
  }
}

/** What one kind of command cost over every round: elapsed ms, CPU, and each round's ratio to the minimal server. */
interface Measured {
  elapsed: number;
  cpu: CpuSpent;
  rounds: number[];
}

const addCpu = (a: CpuSpent, b: CpuSpent): CpuSpent => ({
  node: a.node + b.node,
  postgres: a.postgres === undefined || b.postgres === undefined ? undefined : a.postgres + b.postgres,
  server: a.server === undefined || b.server === undefined ? undefined : a.server + b.server,
});

export async function benchWritePath(): Promise<void> {
  const database = await openBenchDatabase();
  const server = await startServer(database.url, {
    DEALBOOK_ADMIN_EMAIL: admin.email,
    DEALBOOK_ADMIN_PASSWORD: admin.password,
  });
  let stopping: Promise<void> | undefined;
  const stopServer = () => (stopping ??= server.stop());
  const backends = databaseBackends(database.url);
  const minimal = await startMinimalServer(database.url).catch(async (error: unknown) => {
    await Promise.all([backends.close(), stopServer(), database.close()]);
    throw error;
  });
  try {
    const run: Commands = await commandsOf(server);
    const kinds = [
      { name: 'minimal', pid: minimal.pid, command: minimal.create },
      ...measured.map((name) => ({ name, pid: server.pid, command: async (i: number) => void (await run[name](i)) })),
    ];
    // Warm up (connections, JIT, plans) before measuring.
    for (const kind of kinds) await runConcurrently(100, concurrency, kind.command);
    // The kinds take turns, a share of the commands each per round, so that a slower stretch of
    // a shared machine weighs on the references and the commands alike; ratios are what count.
    const perRound = Math.ceil(commands / rounds);
    const results = new Map<string, Measured>();
    for (let round = 0; round < rounds; round++) {
      const elapsedThisRound = new Map<string, number>();
      for (const kind of kinds) {
        const meter = await startCpuMeter(backends.pids, kind.pid);
        const elapsed = await runConcurrently(perRound, concurrency, (i) => kind.command(round * perRound + i));
        const cpu = await meter();
        elapsedThisRound.set(kind.name, elapsed);
        const sofar = results.get(kind.name);
        results.set(kind.name, {
          elapsed: (sofar?.elapsed ?? 0) + elapsed,
          cpu: sofar ? addCpu(sofar.cpu, cpu) : cpu,
          rounds: sofar?.rounds ?? [],
        });
      }
      for (const name of measured)
        results.get(name)!.rounds.push(elapsedThisRound.get('minimal')! / elapsedThisRound.get(name)!);
    }
    await minimal.stop();
    const rawPerSecond = await rawInsertBaseline(database.url);
    await stopServer();
    const roundTrips = await roundTripsPerCommand(database.url);

    const executed = perRound * rounds;
    const perSecond = (name: string) => (executed / results.get(name)!.elapsed) * 1000;
    const minimalPerSecond = perSecond('minimal');
    console.log(
      `\nDealbook write path on ${database.kind}, ${executed} commands each at concurrency ${concurrency},` +
        ` in ${rounds} rounds taking turns with the minimal server`,
    );
    console.table({
      'raw single-row INSERT on a pool (reference)': { 'per second': Math.round(rawPerSecond) },
      'minimal node:http server, one INSERT + NOTIFY (reference)': {
        'per second': Math.round(minimalPerSecond),
        ...cpuPerCommand(results.get('minimal')!.cpu, executed),
      },
      ...Object.fromEntries(
        measured.map((name) => {
          const { cpu, rounds: ratios } = results.get(name)!;
          return [
            labels[name],
            {
              'per second': Math.round(perSecond(name)),
              '× minimal server': (perSecond(name) / minimalPerSecond).toFixed(2),
              'rounds × minimal': `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`,
              '× raw INSERT': (perSecond(name) / rawPerSecond).toFixed(3),
              'round trips': roundTrips[name].toFixed(1),
              ...cpuPerCommand(cpu, executed),
            },
          ];
        }),
      ),
    });
    await latencies(database.url);
  } finally {
    await minimal.stop();
    await backends.close();
    await stopServer();
    await database.close();
  }
}

/** CPU ms per command: the app's server, PostgreSQL's processes, the bench sending the requests. */
function cpuPerCommand({ server, postgres, node }: CpuSpent, executed: number) {
  const ms = (seconds: number | undefined) =>
    seconds === undefined ? 'n/a' : ((seconds * 1000) / executed).toFixed(2);
  return { 'server CPU ms': ms(server), 'PostgreSQL CPU ms': ms(postgres), 'client CPU ms': ms(node) };
}

/** Sequential creates: to the HTTP response and to the socket push, beside the raw NOTIFY baseline. */
async function latencies(url: string): Promise<void> {
  const server = await startServer(url, {});
  try {
    const run = await commandsOf(server);
    const socket = io(server.baseUrl, { transports: ['websocket'], auth: { token: run.userToken } });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    await socket.emitWithAck('subscribe', { rooms: ['list:company'] });
    const arrived = new Map<string, number>();
    const waiting = new Map<string, () => void>();
    socket.on('change', (message: { id: string }) => {
      arrived.set(message.id, performance.now());
      waiting.get(message.id)?.();
    });
    const toResponse: number[] = [];
    const toSocket: number[] = [];
    for (let i = 0; i < latencySamples; i++) {
      const sent = performance.now();
      const { _id } = await run.create(i);
      toResponse.push(performance.now() - sent);
      if (!arrived.has(_id)) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no socket change for ${_id} within 5 s`)), 5000);
          waiting.set(_id, () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      toSocket.push(arrived.get(_id)! - sent);
    }
    socket.close();
    toResponse.sort((a, b) => a - b);
    toSocket.sort((a, b) => a - b);
    const baselineLatency = await rawNotifyBaseline(url);
    console.log(`\nLatency over ${latencySamples} sequential creates (p50 / p95):`);
    console.table({
      'raw: COMMIT of INSERT+NOTIFY sent → LISTEN heard (reference)': {
        p50: ms(baselineLatency, 50),
        p95: ms(baselineLatency, 95),
      },
      'POST sent → HTTP response (command committed)': { p50: ms(toResponse, 50), p95: ms(toResponse, 95) },
      'POST sent → socket change received': { p50: ms(toSocket, 50), p95: ms(toSocket, 95) },
    });
  } finally {
    await server.stop();
  }
}
