/**
 * The callers' console under load: BENCH_CALLERS (100) simulated callers, each signed in as their
 * own user, log call outcomes on a project's potential purchasers as fast as the server answers
 * for BENCH_CALLERS_SECONDS (60), while one console socket watches the changes arrive. Beside it,
 * in the same run, the raw-SQL baseline: the same number of workers doing a bare
 * INSERT + NOTIFY transaction on a pool, with a LISTENing connection.
 *
 * Socket latency is measured from the event's `recorded_at` (now() of the append transaction, the
 * server's clock) to the moment the watcher receives the push (this process's clock, the same
 * machine), so it is an upper bound of commit-to-socket: it includes the append transaction. The
 * baseline measures the same way, from its row's now() to the LISTEN notification.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { io } from 'socket.io-client';
import { type CommunicationAction, CommunicationOutcomes, OutcomeActions, Role } from '@dealbook/contracts';
import { openBenchDatabase, percentile, signIn, startServer } from './bench-support.js';

const callers = Number(process.env.BENCH_CALLERS ?? 100);
const seconds = Number(process.env.BENCH_CALLERS_SECONDS ?? 60);
const purchasers = Number(process.env.BENCH_PURCHASERS ?? 200);
const admin = { email: 'bench@dealbook.local', password: 'bench-password-123' };
const callerPassword = 'caller-password-123';

interface Api {
  post<T>(path: string, body: unknown): Promise<T>;
}

function apiAs(baseUrl: string, token: string): Api {
  return {
    async post<T>(path: string, body: unknown): Promise<T> {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`POST ${path} failed: ${response.status} ${text}`);
      return (text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text) as T;
    },
  };
}

/** A client company, its project and the purchaser companies with their purchases. */
async function createProjectWithPurchasers(api: Api): Promise<{ projectId: string; purchaseIds: string[] }> {
  const client = await api.post<{ _id: string }>('/api/company', {
    companyName: `Bench Client ${randomUUID().slice(0, 8)}`,
  });
  const project = await api.post<{ _id: string }>('/api/project', { projectName: 'Bench Sale', client: client._id });
  const purchaseIds: string[] = [];
  for (let i = 0; i < purchasers; i++) {
    const company = await api.post<{ _id: string }>('/api/company', { companyName: `Bench Purchaser ${i}` });
    const purchase = await api.post<{ _id: string }>('/api/purchase', { company: company._id, project: project._id });
    purchaseIds.push(purchase._id);
  }
  return { projectId: project._id, purchaseIds };
}

/** A call outcome with an action its rules allow (spec §4.4), varied like a real day's calls. */
function randomOutcome(): { outcome: (typeof CommunicationOutcomes)[number]; action: CommunicationAction } {
  const outcome = CommunicationOutcomes[Math.floor(Math.random() * CommunicationOutcomes.length)]!;
  const actions = OutcomeActions[outcome];
  return { outcome, action: actions[Math.floor(Math.random() * actions.length)]! };
}

const wallClock = () => performance.timeOrigin + performance.now();

interface LoadResult {
  commands: number;
  elapsedMs: number;
  latencies: number[];
}

/** `workers` loops calling `command` back to back until the time is up. */
async function closedLoop(
  workers: number,
  ms: number,
  command: (worker: number) => Promise<void>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + ms;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < until) {
        const sent = performance.now();
        await command(worker);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  return {
    commands: latencies.length,
    elapsedMs: performance.now() - started,
    latencies: latencies.sort((a, b) => a - b),
  };
}

async function rawBaseline(url: string): Promise<LoadResult & { toNotify: number[] }> {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  const listener = new pg.Client({ connectionString: url });
  await listener.connect();
  await pool.query(
    `create table bench_raw_communications (id uuid primary key, doc jsonb not null, recorded_at timestamptz not null default now())`,
  );
  await listener.query('listen bench_raw_communications');
  const toNotify: number[] = [];
  listener.on('notification', (n) => {
    const [, recordedAtMs] = (n.payload ?? '').split(' ');
    toNotify.push(wallClock() - Number(recordedAtMs));
  });
  const load = await closedLoop(callers, seconds * 1000, async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const id = randomUUID();
      await client.query(
        `with row as (insert into bench_raw_communications (id, doc) values ($1, $2) returning id, recorded_at)
         select pg_notify('bench_raw_communications', id::text || ' ' || (extract(epoch from recorded_at) * 1000)::text) from row`,
        [id, JSON.stringify({ commsType: 1, ...randomOutcome() })],
      );
      await client.query('commit');
    } finally {
      client.release();
    }
  });
  await new Promise((r) => setTimeout(r, 500));
  await Promise.all([pool.end(), listener.end()]);
  return { ...load, toNotify: toNotify.sort((a, b) => a - b) };
}

const ms = (sorted: number[], p: number) => `${percentile(sorted, p).toFixed(1)} ms`;

export async function benchConsoleCallers(): Promise<void> {
  const database = await openBenchDatabase();
  const server = await startServer(database.url, {
    DEALBOOK_ADMIN_EMAIL: admin.email,
    DEALBOOK_ADMIN_PASSWORD: admin.password,
  });
  try {
    const adminToken = await signIn(server.baseUrl, admin.email, admin.password);
    const adminApi = apiAs(server.baseUrl, adminToken);
    const { projectId, purchaseIds } = await createProjectWithPurchasers(adminApi);
    const callerApis: Api[] = [];
    for (let i = 0; i < callers; i++) {
      const email = `caller-${i}@bench.dealbook.local`;
      await adminApi.post('/api/user', {
        email,
        firstName: 'Caller',
        lastName: String(i),
        role: Role.user,
        password: callerPassword,
      });
      callerApis.push(apiAs(server.baseUrl, await signIn(server.baseUrl, email, callerPassword)));
    }

    const socket = io(server.baseUrl, { transports: ['websocket'], auth: { token: adminToken } });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    await socket.emitWithAck('subscribe', { rooms: ['list:communication'] });
    const arrived = new Map<string, number>();
    socket.on('change', (message: { type: string; id: string; op: string }) => {
      if (message.type === 'communication' && message.op === 'created') arrived.set(message.id, wallClock());
    });

    const logCall = (worker: number) =>
      callerApis[worker]!.post('/api/communication', {
        commsType: 1,
        purchases: [purchaseIds[Math.floor(Math.random() * purchaseIds.length)]!],
        ...randomOutcome(),
      }).then(() => undefined);
    // Warm up connections, plans and JIT on both paths before measuring.
    await closedLoop(callers, 3000, logCall);
    arrived.clear();
    const api = await closedLoop(callers, seconds * 1000, logCall);
    await new Promise((r) => setTimeout(r, 2000));
    socket.close();

    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const { rows } = await db.query<{ stream_id: string; recorded_ms: string }>(
      `select stream_id, (extract(epoch from recorded_at) * 1000)::text as recorded_ms from events where type = 'CommunicationLogged'`,
    );
    await db.end();
    const toSocket = rows
      .map((row) => ({ id: row.stream_id.slice('communication-'.length), recorded: Number(row.recorded_ms) }))
      .filter((row) => arrived.has(row.id))
      .map((row) => arrived.get(row.id)! - row.recorded)
      .sort((a, b) => a - b);
    const missed = api.commands - toSocket.length;

    const raw = await rawBaseline(database.url);
    const perSecond = (r: LoadResult) => (r.commands / r.elapsedMs) * 1000;

    console.log(
      `\nConsole load on ${database.kind}: ${callers} callers for ${seconds} s on one project with ${purchasers} purchasers (project ${projectId})`,
    );
    console.table({
      'raw INSERT+NOTIFY transaction (baseline)': {
        'per second': Math.round(perSecond(raw)),
        'p50 latency': ms(raw.latencies, 50),
        'p95 latency': ms(raw.latencies, 95),
        'p50 to socket': ms(raw.toNotify, 50),
        'p95 to socket': ms(raw.toNotify, 95),
      },
      'POST /api/communication (log a call outcome)': {
        'per second': Math.round(perSecond(api)),
        'p50 latency': ms(api.latencies, 50),
        'p95 latency': ms(api.latencies, 95),
        'p50 to socket': ms(toSocket, 50),
        'p95 to socket': ms(toSocket, 95),
      },
    });
    console.log(
      `ratios API / raw: throughput ${(perSecond(api) / perSecond(raw)).toFixed(3)}×, ` +
        `p95 latency ${(percentile(api.latencies, 95) / percentile(raw.latencies, 95)).toFixed(1)}×, ` +
        `p95 to socket ${(percentile(toSocket, 95) / percentile(raw.toNotify, 95)).toFixed(1)}×; ` +
        `${api.commands} outcomes logged, ${missed} pushes not received`,
    );
    if (missed > 0) process.exitCode = 1;
  } finally {
    await server.stop();
    await database.close();
  }
}
