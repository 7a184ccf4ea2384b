import pg from 'pg';
import {
  createStaff,
  mb,
  messageOf,
  ms0,
  percentile,
  printTable,
  request,
  rssOf,
  sampleRss,
  sleep,
  Tally,
  type Answer,
} from './load-support.js';
import type { LoadContext } from './run-load.js';

/**
 * `as-of`: LOAD_ASOF_REQUESTS (20) pipeline reports "as it stood a minute ago" at once, from
 * LOAD_ASOF_USERS (5) members of staff, each rebuilding the read models from the log; meanwhile
 * another client asks /api/health and a list page every 250 ms. Each report's status (a 429
 * names its Retry-After) and time, the other requests' answers, and whether the server is
 * healthy once it is over.
 */
export async function asOf({ server, adminToken, databaseUrl }: LoadContext): Promise<void> {
  const requests = Number(process.env.LOAD_ASOF_REQUESTS ?? 20);
  const users = await createStaff(server.baseUrl, adminToken, Number(process.env.LOAD_ASOF_USERS ?? 5));
  // A minute ago must hold the data: wait until the demo data, written as the server started, is older.
  const waitMs = server.upAt + 62_000 - Date.now();
  if (waitMs > 0) {
    console.log(`\nas-of: waiting ${(waitMs / 1000).toFixed(0)} s, until the demo data is a minute old…`);
    await sleep(waitMs);
  }
  const asOfInstant = new Date(Date.now() - 60_000).toISOString();
  const events = await countEvents(databaseUrl, asOfInstant);
  const path = `/api/reports/pipeline?type=all&asOf=${encodeURIComponent(asOfInstant)}`;
  const warm = await request(server.baseUrl, '/api/reports/pipeline?type=all', { token: users[0]!.token });
  console.log(
    `\nas-of: ${requests} × GET ${path} from ${users.length} users, ${events} events up to that instant ` +
      `(the live report: ${warm.status} in ${ms0(warm.ms)} ms); server at ${mb(await rssOf(server.pid))}`,
  );

  const others = new Tally();
  let reportsDone = false;
  const watching = (async () => {
    // Bounded: every 250 ms until the reports are answered, at most 15 minutes.
    for (let n = 0; !reportsDone && n < 3600; n++) {
      await Promise.all([
        request(server.baseUrl, '/api/health', { timeoutMs: 30_000 }).then((a) => others.add('health', a)),
        request(server.baseUrl, '/api/companies?limit=25', { token: adminToken, timeoutMs: 30_000 }).then((a) =>
          others.add('list companies', a),
        ),
      ]);
      await sleep(250);
    }
  })();
  const memory = sampleRss(server.pid);
  const started = performance.now();
  const answers: { user: number; answer: Answer }[] = await Promise.all(
    Array.from({ length: requests }, async (_, i) => {
      const user = i % users.length;
      const answer = await request(server.baseUrl, path, { token: users[user]!.token, timeoutMs: 600_000 });
      return { user: user + 1, answer };
    }),
  );
  const wallSeconds = (performance.now() - started) / 1000;
  reportsDone = true;
  await watching;
  const peak = await memory.stop();

  // Healthy afterwards: five rounds in a row of a 200 from /api/health and a list page, within a minute.
  const after = new Tally();
  const recovering = performance.now();
  let inARow = 0;
  while (inARow < 5 && performance.now() - recovering < 60_000) {
    const health = after.add('health', await request(server.baseUrl, '/api/health', { timeoutMs: 10_000 }));
    const list = after.add(
      'list companies',
      await request(server.baseUrl, '/api/companies?limit=25', { token: adminToken, timeoutMs: 10_000 }),
    );
    inARow = health.status === 200 && list.status === 200 ? inARow + 1 : 0;
    await sleep(1_000);
  }
  const recoverySeconds = (performance.now() - recovering) / 1000;

  printTable(
    `as-of: the ${requests} reports (all sent at once; ${wallSeconds.toFixed(1)} s until the last answer)`,
    ['#', 'user', 'status', 'seconds', 'Retry-After', 'rows', 'note'],
    answers.map(({ user, answer }, i) => [
      String(i + 1),
      String(user),
      String(answer.status),
      (answer.ms / 1000).toFixed(2),
      answer.headers.get('retry-after') ?? '',
      answer.status === 200 ? String(rowsOf(answer)) : '',
      answer.error ?? (answer.status === 200 ? '' : messageOf(answer.body)),
    ]),
  );
  const byStatus = new Map<number, number>();
  for (const { answer } of answers) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
  const times = answers.map(({ answer }) => answer.ms).sort((a, b) => a - b);
  printTable(
    'as-of: the reports in short',
    ['measure', 'value'],
    [
      ['statuses', [...byStatus].map(([status, count]) => `${count} × ${status}`).join(', ')],
      ['time p50 / p95 / max', [50, 95, 100].map((p) => `${(percentile(times, p) / 1000).toFixed(1)} s`).join(' / ')],
      ['server peak RSS while they ran', mb(peak)],
    ],
  );
  printTable('as-of: the other client meanwhile (every 250 ms)', Tally.header, others.rows());
  printTable(
    'as-of: afterwards (a round a second until five in a row answer 200, at most a minute)',
    Tally.header,
    after.rows(),
  );
  console.log(
    `  healthy afterwards: ${inARow >= 5 ? `yes (five good rounds in a row after ${recoverySeconds.toFixed(0)} s)` : 'NO, not within a minute'}; ` +
      `server at ${mb(await rssOf(server.pid))}`,
  );
}

function rowsOf(answer: Answer): number | string {
  try {
    const table = JSON.parse(answer.body) as { rowCount?: number; rows?: unknown[] };
    return table.rowCount ?? table.rows?.length ?? '?';
  } catch {
    return '?';
  }
}

async function query<Row extends object>(databaseUrl: string, text: string, values: unknown[] = []): Promise<Row> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows[0]!;
  } finally {
    await client.end();
  }
}

const countEvents = async (databaseUrl: string, until: string) =>
  Number(
    (await query<{ n: string }>(databaseUrl, 'select count(*) as n from events where recorded_at <= $1', [until])).n,
  );
