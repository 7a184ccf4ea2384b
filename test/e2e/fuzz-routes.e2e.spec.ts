import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleName } from '@dealbook/contracts';
import type { OpenApiDocument, OpenApiOperation } from '../../api/src/platform/openapi/openapi-document.js';
import { openEventLog, type EventLog } from '../support/event-log.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { fuzzRequest, type FuzzRequest, type RouteShape, type Schema } from '../support/fuzz-requests.js';

/**
 * Every route of the OpenAPI document, driven with malformed JSON, wrong types, hostile and huge
 * strings, invalid ids and dates, unknown enumeration values and prototype keys. Whatever comes
 * in, the server answers below 500, and a refused request (4xx) appends no domain event.
 *
 * Bounded for CI: a fixed seed and FUZZ_RUNS requests per route as an admin (a quarter of that
 * as a client and as an external). `FUZZ_RUNS=500 FUZZ_SEED=… npx vitest run … fuzz-routes`
 * runs longer or elsewhere in the input space.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20_261_123);
const adminRuns = Number(process.env.FUZZ_RUNS ?? 48);
const otherRuns = Math.max(2, Math.ceil(adminRuns / 4));

/** Ends the caller's own session: the requests after it would all be 401s, testing nothing. */
const skipped = new Set(['POST /api/logout']);

let app: TestApp;
let log: EventLog;
let routes: RouteShape[];
const tokens = {} as Record<RoleName, string>;
/** Ids of records that exist, so some requests get past the 404 to the validation behind it. */
const knownIds: string[] = [];

interface Totals {
  routes: number;
  requests: number;
  serverErrors: number;
  refusedWithEvents: number;
  byStatus: Record<number, number>;
}
const totals: Totals = { routes: 0, requests: 0, serverErrors: 0, refusedWithEvents: 0, byStatus: {} };
const started = Date.now();

async function post(path: string, body: unknown): Promise<string> {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

beforeAll(async () => {
  app = await startTestApp();
  log = await openEventLog(app.databaseUrl);
  for (const role of ['admin', 'client', 'external'] as const) tokens[role] = (await app.signIn(role)).token;
  const docs = await fetch(`${app.baseUrl}/api/docs`, { headers: { authorization: `Bearer ${tokens.admin}` } });
  const doc = (await docs.json()) as OpenApiDocument;
  routes = Object.entries(doc.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => shapeOf(method, path, operation)),
    )
    .filter((route) => !skipped.has(`${route.method} ${route.path}`));
  const company = await post('/api/company', { companyName: 'Fuzz Ltd' });
  const contact = await post('/api/contact', { firstName: 'Fuzz', lastName: 'Tester', companies: [company] });
  const project = await post('/api/project', { projectName: 'Fuzz sale', client: company });
  const event = await post('/api/event', { description: 'Fuzz breakfast', eventDate: '2026-11-01T08:00:00Z' });
  const task = await post('/api/task', { subject: 'Fuzz task', companies: [company] });
  knownIds.push(company, contact, project, event, task);
});

afterAll(async () => {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.info(
    `fuzz-routes: seed ${seed}, ${adminRuns} runs per route as admin and ${otherRuns} as client and external; ` +
      `${totals.routes} routes, ${totals.requests} requests, ${totals.serverErrors} 5xx, ` +
      `${totals.refusedWithEvents} refused requests that appended events, in ${seconds} s; ` +
      `statuses ${JSON.stringify(totals.byStatus)}`,
  );
  await log?.close();
  await app?.close();
});

function shapeOf(method: string, path: string, operation: OpenApiOperation): RouteShape {
  const body = operation.requestBody?.content['application/json']?.schema as Schema | undefined;
  return {
    method: method.toUpperCase(),
    path,
    pathParameters: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
    queryNames: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    bodyProperties: body?.properties ?? {},
    bodyRequired: body?.required ?? [],
    takesBody: operation.requestBody !== undefined,
    multipart: method === 'post' && path === '/api/attachment',
  };
}

/** Sends one request; a finding is a line saying what was sent and what came back. */
async function send(request: FuzzRequest, token: string): Promise<string | undefined> {
  const before = await log.position();
  let status: number;
  let text: string;
  try {
    const response = await fetch(`${app.baseUrl}${request.url}`, {
      method: request.method,
      headers: { authorization: `Bearer ${token}`, ...request.headers },
      body: request.body,
      redirect: 'manual',
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    return `${request.label} -> no answer: ${String(error)}`;
  }
  const appended = (await log.position()) - before;
  totals.requests += 1;
  totals.byStatus[status] = (totals.byStatus[status] ?? 0) + 1;
  if (status >= 500) {
    totals.serverErrors += 1;
    return `${request.label} -> ${status} ${text.slice(0, 200)}`;
  }
  if (status >= 400 && appended !== 0n) {
    totals.refusedWithEvents += 1;
    return `${request.label} -> ${status} but appended ${appended} event(s): ${text.slice(0, 200)}`;
  }
  return undefined;
}

/** Each route gets its own reproducible stream of requests, whatever routes come before it. */
const routeSeed = (route: RouteShape, role: RoleName) =>
  [...`${role} ${route.method} ${route.path}`].reduce((hash, c) => (hash * 31 + c.charCodeAt(0)) | 0, seed);

async function fuzz(role: RoleName, runs: number): Promise<string[]> {
  const findings: string[] = [];
  for (const route of routes) {
    if (role === 'admin') totals.routes += 1;
    const requests = fc.sample(fuzzRequest(route, knownIds), { seed: routeSeed(route, role), numRuns: runs });
    for (const request of requests) {
      const finding = await send(request, tokens[role]);
      if (finding) findings.push(finding);
    }
  }
  return findings;
}

describe('every route of the OpenAPI document under hostile input', () => {
  it('covers the whole document', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  it.each([
    ['admin', () => adminRuns],
    ['client', () => otherRuns],
    ['external', () => otherRuns],
  ] as const)(
    'as %s: never a 5xx, and no refused request appends an event',
    async (role, runs) => {
      const findings = await fuzz(role, runs());
      expect(findings).toEqual([]);
    },
    600_000,
  );
});
