/**
 * The write path on one PostgreSQL server, each figure beside a baseline measured in the same run
 * (figures vary by machine; ratios are what to compare).
 *  1. company-create commands/s through the HTTP API vs raw single-row INSERTs/s (same concurrency)
 *  2. commit-to-socket latency: for sequential creates, the time from sending POST /api/company to
 *     its HTTP response (the command, committed) and to its `change` message on a subscribed
 *     socket (commit, change feed, push), beside the raw baseline: one connection sends the COMMIT
 *     of an INSERT + NOTIFY, time until a LISTENing connection hears it.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { io } from 'socket.io-client';
import { openBenchDatabase, percentile, runConcurrently, startServer } from './bench-support.js';

const creates = Number(process.env.BENCH_CREATES ?? 2000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const latencySamples = Number(process.env.BENCH_LATENCY_SAMPLES ?? 300);
const admin = { email: 'bench@dealbook.local', password: 'bench-password-123' };

function companyBody(i: number) {
  return {
    companyName: `Bench Company ${i} ${randomUUID().slice(0, 8)}`,
    domain: `bench-${i}.example.com`,
    industryType: 'Finance',
    relationshipTypes: ['Client'],
    city: 'London',
    revenue: i * 1000,
    isClient: true,
  };
}

async function rawInsertBaseline(url: string): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: concurrency });
  await pool.query(
    'create table bench_raw_companies (id uuid primary key, doc jsonb not null, created_at timestamptz default now())',
  );
  const elapsed = await runConcurrently(creates, concurrency, async (i) => {
    await pool.query('insert into bench_raw_companies (id, doc) values ($1, $2)', [
      randomUUID(),
      JSON.stringify(companyBody(i)),
    ]);
  });
  await pool.end();
  return (creates / elapsed) * 1000;
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

export async function benchWritePath(): Promise<void> {
  const database = await openBenchDatabase();
  const server = await startServer(database.url, {
    DEALBOOK_ADMIN_EMAIL: admin.email,
    DEALBOOK_ADMIN_PASSWORD: admin.password,
  });
  try {
    const login = await fetch(`${server.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const { userToken } = (await login.json()) as { userToken: string };
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${userToken}` };
    const create = async (i: number) => {
      const response = await fetch(`${server.baseUrl}/api/company`, {
        method: 'POST',
        headers,
        body: JSON.stringify(companyBody(i)),
      });
      if (response.status !== 201) throw new Error(`create failed: ${response.status} ${await response.text()}`);
      return (await response.json()) as { _id: string };
    };

    // Warm up both paths (connections, JIT, plans) before measuring.
    await runConcurrently(100, concurrency, async (i) => void (await create(i)));
    const baselinePerSecond = await rawInsertBaseline(database.url);
    const apiElapsed = await runConcurrently(creates, concurrency, async (i) => void (await create(i)));
    const apiPerSecond = (creates / apiElapsed) * 1000;

    const socket = io(server.baseUrl, { transports: ['websocket'], auth: { token: userToken } });
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
      const { _id } = await create(creates + i);
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
    const baselineLatency = await rawNotifyBaseline(database.url);

    console.log(`\nDealbook benchmarks on ${database.kind}, ${creates} creates at concurrency ${concurrency}`);
    console.table({
      'raw single-row INSERT (baseline)': { 'per second': Math.round(baselinePerSecond) },
      'POST /api/company (command, events, inline projection)': { 'per second': Math.round(apiPerSecond) },
    });
    console.log(`API create throughput = ${(apiPerSecond / baselinePerSecond).toFixed(3)} × raw INSERT throughput`);
    console.log(`\nLatency over ${latencySamples} sequential creates (p50 / p95):`);
    console.table({
      'raw: COMMIT of INSERT+NOTIFY sent → LISTEN heard (baseline)': {
        p50: ms(baselineLatency, 50),
        p95: ms(baselineLatency, 95),
      },
      'POST sent → HTTP response (command committed)': { p50: ms(toResponse, 50), p95: ms(toResponse, 95) },
      'POST sent → socket change received': { p50: ms(toSocket, 50), p95: ms(toSocket, 95) },
    });
    console.log(
      `socket push after the HTTP response: p50 ${(percentile(toSocket, 50) - percentile(toResponse, 50)).toFixed(1)} ms ` +
        `(commit-to-socket is at most the socket time, and the response is sent after the commit)`,
    );
  } finally {
    await server.stop();
    await database.close();
  }
}
