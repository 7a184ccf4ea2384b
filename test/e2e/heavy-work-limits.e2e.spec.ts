import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projections } from '@dealbook/projections';
import type { RoleName } from '@dealbook/contracts';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
let admin: pg.Client;
/** Looks at the server's activity from outside the transaction that holds a lock (inside it, pg_stat_activity stands still). */
let observer: pg.Client;
const tokens = {} as Record<RoleName, string>;
const staff: RoleName[] = ['user', 'manager', 'admin', 'superadmin'];
/** The last table a replay makes a temporary twin of: holding it makes every replay wait there. */
const lastReplayedTable = [...new Set(projections.flatMap((projection) => projection.tables))].at(-1)!;
const asOfPath = () => `/api/reports/pipeline?type=all&asOf=${encodeURIComponent(new Date().toISOString())}`;

async function get(path: string, role: RoleName, signal?: AbortSignal) {
  const response = await fetch(`${app.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${tokens[role]}` },
    ...(signal ? { signal } : {}),
  });
  const text = await response.text();
  return { status: response.status, retryAfter: response.headers.get('retry-after'), text };
}

async function waitUntil(condition: () => Promise<boolean>) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > 10_000) throw new Error('Not reached within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Work that reads `table` waits until `release`, holding whatever it has taken. */
async function holdTable(table: string) {
  await admin.query('begin');
  await admin.query(`lock table ${table} in access exclusive mode`);
  return { release: () => admin.query('commit') };
}

/** Replays stay in their transaction until `release`: they wait for a lock on their last table. */
const holdReplays = () => holdTable(lastReplayedTable);

/** Sessions of the app's database waiting for a held lock: the work under way. */
async function sessionsWaiting(): Promise<number> {
  const { rows } = await observer.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return rows[0]!.n;
}

beforeAll(async () => {
  app = await startTestApp();
  for (const role of staff) tokens[role] = (await app.signIn(role)).token;
  admin = new pg.Client({ connectionString: app.databaseUrl });
  await admin.connect();
  observer = new pg.Client({ connectionString: app.databaseUrl });
  await observer.connect();
});
afterAll(async () => {
  await admin?.end();
  await observer?.end();
  await app?.close();
});

describe('reports as of a past instant are bounded', () => {
  it('twenty at once from four people: two run, the rest are refused at once, and everything else still answers', async () => {
    const held = await holdReplays();
    const asked = staff.flatMap((role) => Array.from({ length: 5 }, () => get(asOfPath(), role)));
    await waitUntil(async () => (await sessionsWaiting()) === 2);
    // While two replays hold their connections, the app's pool is whole: more reads at once than
    // it has connections, the health check among them, all answer.
    const others = await Promise.all([
      get('/api/health', 'user'),
      ...Array.from({ length: 12 }, (_, i) => get(i % 2 ? '/api/tasks?limit=5' : '/api/contacts?limit=5', 'user')),
    ]);
    expect(others.map((answer) => answer.status)).toEqual(others.map(() => 200));
    await held.release();
    const answers = await Promise.all(asked);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(18);
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(JSON.parse(refused.text).message).toMatch(/report as of a past date|reports as of a past date/);
    }
    expect((await get('/api/health', 'user')).status).toBe(200);
    const { rows } = await observer.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('says whose work is in the way: one at a time for a person, two for the instance', async () => {
    const held = await holdReplays();
    const first = get(asOfPath(), 'user');
    await waitUntil(async () => (await sessionsWaiting()) === 1);
    const again = await get(asOfPath(), 'user');
    expect(again.status).toBe(429);
    expect(again.retryAfter).toBe('30');
    expect(JSON.parse(again.text).message).toBe(
      'You already have a report as of a past date running: wait for it to finish, then try again.',
    );
    const second = get(asOfPath(), 'manager');
    await waitUntil(async () => (await sessionsWaiting()) === 2);
    const third = await get(asOfPath(), 'admin');
    expect(third.status).toBe(429);
    expect(JSON.parse(third.text).message).toBe(
      "The server is busy with other people's reports as of a past date: try again in 30 seconds.",
    );
    // A report of the live records is no replay: it is not held back.
    expect((await get('/api/reports/pipeline?type=all', 'admin')).status).toBe(200);
    await held.release();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
  });

  it('stops the replay when the person goes away, and gives their place back', async () => {
    const held = await holdReplays();
    const leaving = new AbortController();
    const gone = get(asOfPath(), 'user', leaving.signal).catch((error: unknown) => error);
    await waitUntil(async () => (await sessionsWaiting()) === 1);
    leaving.abort();
    expect(await gone).toBeInstanceOf(Error);
    // The statement the replay was waiting in is cancelled while the lock is still held.
    await waitUntil(async () => (await sessionsWaiting()) === 0);
    await held.release();
    // The place comes back once the cancelled replay has unwound, a moment after its statement;
    // one never given back fails here, after 10 s of 429s.
    await waitUntil(async () => (await get(asOfPath(), 'user')).status === 200);
  });
});

describe('exports and documents are bounded', () => {
  it('refuses a third export at once for one person, with Retry-After, while others may still export', async () => {
    const held = await holdTable('companies');
    const running = [get('/api/companies/export', 'user'), get('/api/companies/export', 'user')];
    // Each export counts its rows and reads them at once: two sessions wait for the lock.
    await waitUntil(async () => (await sessionsWaiting()) === 4);
    const third = await get('/api/companies/export', 'user');
    expect(third.status).toBe(429);
    expect(third.retryAfter).toBe('10');
    expect(JSON.parse(third.text).message).toBe(
      'You already have 2 exports running: wait for one to finish, then try again.',
    );
    running.push(get('/api/companies/export', 'manager'));
    await waitUntil(async () => (await sessionsWaiting()) === 6);
    await held.release();
    expect((await Promise.all(running)).map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await get('/api/companies/export', 'user')).status).toBe(200);
  });
});

describe('uploads to import are bounded', () => {
  /** A multipart upload whose file is still arriving: the first bytes are sent, the rest when `finish` is called. */
  function slowUpload(role: RoleName) {
    const boundary = 'dealbook-slow-upload';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\ncompanies\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\nCompany Name\r\n`;
    let finish!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(head));
        finish = () => {
          controller.enqueue(new TextEncoder().encode(`Slow Upload Ltd\r\n--${boundary}--\r\n`));
          controller.close();
        };
      },
    });
    const answer = fetch(`${app.baseUrl}/api/imports`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens[role]}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
      duplex: 'half',
    } as RequestInit).then(async (response) => ({ status: response.status, text: await response.text() }));
    return { answer, finish: () => finish() };
  }

  it('takes one upload at a time from a person: a second is refused while the first is still arriving', async () => {
    const first = slowUpload('admin');
    // Time for its first bytes to reach the server, which takes its place before reading the file.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const second = slowUpload('admin');
    const refused = await second.answer;
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.text).message).toBe(
      'You already have an import running: wait for it to finish, then try again.',
    );
    first.finish();
    expect((await first.answer).status).toBe(201);
  });
});
