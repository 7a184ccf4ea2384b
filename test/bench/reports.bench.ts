/**
 * The reports over a year of a busy firm (issue 15): BENCH_REPORT_CALLS (1,000,000)
 * communications over the last 365 days, logged by BENCH_REPORT_CALLERS (50) callers on
 * BENCH_REPORT_PROJECTS (500) projects, then p50/p95 over BENCH_REPORT_REQUESTS (50) runs of
 *  - caller activity over 12 months (one caller's ~20,000 calls counted per day and outcome),
 *  - project communications over 12 months (one project's ~2,000 calls with names),
 *  - the pipeline by stage (every project with its latest communication),
 * each through GET /api/reports/… beside the same report's query functions called directly on a
 * pool (no HTTP, no Nest, no authentication). Goal: p95 ≤ 1 s.
 *
 * The communications go straight into the read model by SQL, as a year of the log leaves it
 * (appending a million events through the API would measure the write path instead).
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { CommunicationOutcomes, OutcomeActions, Role } from '@dealbook/contracts';
import {
  findCommunicationTimeline,
  findPipelineReportRows,
  findProjectCommunicationReportRows,
  type ReadModelDatabase,
} from '@dealbook/projections';
import { openBenchDatabase, percentile, signIn, startServer, timedRuns } from './bench-support.js';

const calls = Number(process.env.BENCH_REPORT_CALLS ?? 1_000_000);
const callers = Number(process.env.BENCH_REPORT_CALLERS ?? 50);
const projects = Number(process.env.BENCH_REPORT_PROJECTS ?? 500);
const requests = Number(process.env.BENCH_REPORT_REQUESTS ?? 50);
const admin = { email: 'bench@dealbook.local', password: 'bench-password-123' };
const zone = 'Europe/London';

async function post<T>(baseUrl: string, token: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A year of calls as the projection would have written them: each by one caller, on one project. */
async function fillCommunications(url: string, callerIds: string[], projectIds: string[]): Promise<void> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const outcomes = [...CommunicationOutcomes, null];
  const actions = outcomes.map((outcome) => (outcome === null ? null : OutcomeActions[outcome][0]!));
  await db.query(
    `insert into communications (id, version, doc, created_at, updated_at)
     select gen_random_uuid(), 1, jsonb_build_object(
        'commsDate', to_char(now() - (n % 365) * interval '1 day' - (n % 480) * interval '1 minute',
                             'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'commsType', 1,
        'outcome', ($3::text[])[1 + n % 5],
        'action', ($4::smallint[])[1 + n % 5],
        'createdBy', ($1::text[])[1 + n % cardinality($1::text[])],
        'employees', jsonb_build_array(($1::text[])[1 + n % cardinality($1::text[])]),
        'projects', jsonb_build_array(($2::text[])[1 + (n / 7) % cardinality($2::text[])]),
        'purchases', '[]'::jsonb, 'companies', '[]'::jsonb, 'contacts', '[]'::jsonb, 'contacted', '[]'::jsonb,
        'content', 'Spoke about the teaser; call back next week', 'massId', null),
       now(), now()
     from generate_series(1, $5) as n`,
    [callerIds, projectIds, outcomes, actions, calls],
  );
  await db.query('vacuum analyze communications');
  await db.end();
}

const ms = (sorted: number[], p: number) => `${percentile(sorted, p).toFixed(0)} ms`;

export async function benchReports(): Promise<void> {
  const database = await openBenchDatabase();
  const server = await startServer(database.url, {
    DEALBOOK_ADMIN_EMAIL: admin.email,
    DEALBOOK_ADMIN_PASSWORD: admin.password,
    FIRM_TIME_ZONE: zone,
  });
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const db = new Kysely<ReadModelDatabase>({ dialect: new PostgresDialect({ pool }) });
  try {
    const token = await signIn(server.baseUrl, admin.email, admin.password);
    const callerIds: string[] = [];
    for (let i = 0; i < callers; i++) {
      const user = await post<{ _id: string }>(server.baseUrl, token, '/api/user', {
        email: `caller-${i}@bench.dealbook.local`,
        firstName: 'Caller',
        lastName: String(i),
        role: Role.user,
        password: 'caller-password-123',
      });
      callerIds.push(user._id);
    }
    const client = await post<{ _id: string }>(server.baseUrl, token, '/api/company', { companyName: 'Bench Client' });
    const projectIds: string[] = [];
    for (let i = 0; i < projects; i++) {
      const project = await post<{ _id: string }>(server.baseUrl, token, '/api/project', {
        projectName: `Bench Project ${i}`,
        client: client._id,
        isDeal: i % 2 === 0,
        owner: callerIds[i % callers],
      });
      projectIds.push(project._id);
    }
    const started = performance.now();
    await fillCommunications(database.url, callerIds, projectIds);
    console.info(
      `reports: ${calls.toLocaleString('en')} communications by ${callers} callers on ${projects} projects over 365 days ` +
        `(${((performance.now() - started) / 1000).toFixed(0)} s to write), ${database.kind}`,
    );
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const range = { from: `${from}T00:00:00.000Z`, to: `${to}T23:59:59.999Z` };
    const get = async (path: string) => {
      const response = await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const cases: [string, string, () => Promise<unknown>][] = [
      [
        'caller activity, 12 months',
        `/api/reports/caller-activity?caller=${callerIds[0]}&from=${from}&to=${to}`,
        () => findCommunicationTimeline(db, callerIds[0]!, range, zone),
      ],
      [
        'project communications, 12 months',
        `/api/reports/project-communications?project=${projectIds[0]}&from=${from}&to=${to}`,
        () => findProjectCommunicationReportRows(db, projectIds[0]!, range),
      ],
      [
        'pipeline by stage',
        '/api/reports/pipeline',
        () => findPipelineReportRows(db, { type: 'all', owner: null }, new Date()),
      ],
    ];
    for (const [name, path, direct] of cases) {
      const api = await timedRuns(requests, () => get(path), 5);
      const raw = await timedRuns(requests, direct, 5);
      console.info(
        `  ${name.padEnd(34)}: API p50 ${ms(api, 50)} p95 ${ms(api, 95)} | same queries direct p50 ${ms(raw, 50)} ` +
          `p95 ${ms(raw, 95)} | p95 ratio ${(percentile(api, 95) / percentile(raw, 95)).toFixed(2)}× (goal p95 ≤ 1 s)`,
      );
    }
  } finally {
    await db.destroy();
    await server.stop();
    await database.close();
  }
}
