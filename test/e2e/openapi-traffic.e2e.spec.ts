import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../api/src/platform/openapi/openapi-document.js';
import { OpenApiResponseValidator } from '../support/openapi-validator.js';
import { RouteCatalog, RouteCatalogModule, type RouteEntry } from '../support/route-catalog.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { RecordedExchange } from '../support/traffic-recorder.js';
import { probesOf, type Probe } from './isolation-routes.js';
import { buildIsolationWorld, type IsolationWorld } from './isolation-world.js';

/**
 * The document against real answers: a whole deal is built (every kind of record), then every
 * route is called as an admin with real ids (and each list with its filters), anonymously and as
 * a client (refusals), and every write with an empty body and last the deletes. Each answer the
 * server gave is checked against the document: documented status, media type, JSON schema.
 * The whole e2e suite's traffic is checked the same way afterwards (test/traffic).
 */
let app: TestApp;
let routes: RouteEntry[];
let world: IsolationWorld;
let doc: OpenApiDocument;

beforeAll(async () => {
  app = await startTestApp({ extraModules: [RouteCatalogModule] });
  routes = app.app.get(RouteCatalog).routes();
  world = await buildIsolationWorld(app);
  const { token } = await app.signIn('admin');
  doc = (await (
    await fetch(`${app.baseUrl}/api/docs`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as OpenApiDocument;
});
afterAll(async () => {
  await app?.close();
});

async function send(probe: Probe, token: string | undefined): Promise<void> {
  const response = await fetch(`${app.baseUrl}${probe.url}`, {
    method: probe.route.method,
    redirect: 'manual',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(probe.body ? { 'content-type': 'application/json' } : {}),
    },
    body: probe.body ? JSON.stringify(probe.body) : undefined,
  });
  await response.arrayBuffer();
}

/** Every route, as each caller: reads first, then writes, deletes and sign-out last. */
async function walk(): Promise<void> {
  const order = (route: RouteEntry) =>
    route.method === 'GET' ? 0 : route.path === '/api/logout' ? 3 : route.method === 'DELETE' ? 2 : 1;
  const sorted = [...routes].sort((a, b) => order(a) - order(b));
  const client = (await app.signIn('client')).token;
  for (const route of sorted) {
    const reads = route.method === 'GET';
    const { probes } = probesOf(route, world, {}, reads);
    const asAdmin = probes.filter((probe) => probe.kind !== 'own');
    // A fresh session per write: a write route may be the sign-out, or change the admin.
    const admin = (await app.signIn('admin')).token;
    for (const probe of asAdmin) await send(probe, admin);
    await send(probes[0]!, undefined);
    await send(probes[0]!, client);
  }
}

function checked(validator: OpenApiResponseValidator, exchanges: RecordedExchange[]) {
  const mismatches = exchanges.map((exchange) => validator.check(exchange)).filter((m) => m !== undefined);
  return { mismatches: [...new Set(mismatches)].sort(), count: exchanges.length };
}

describe('the OpenAPI document against real traffic', () => {
  it('documents the status, media type and body of every answer, on every route', async () => {
    await walk();
    const validator = new OpenApiResponseValidator(doc);
    const { mismatches, count } = checked(validator, app.traffic);

    const answered = new Set(
      app.traffic.map((e) => {
        const route = validator.operationOf(e.method, e.path);
        return route ? `${route.method} ${route.template}` : '';
      }),
    );
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const successes = app.traffic.filter((e) => e.status < 300).length;
    console.info(
      `OpenAPI traffic: ${operations.length} operations, ${count} responses validated (${successes} 2xx), ` +
        `${mismatches.length} mismatches`,
    );
    expect(mismatches).toEqual([]);
    expect(operations.filter((operation) => !answered.has(operation))).toEqual([]);
    expect(routes.length).toBeGreaterThan(100);
    expect(successes).toBeGreaterThan(operations.length);
    // One walk of every route (236 operations, several calls each): it grows with the API, so it has
    // the traffic project's allowance rather than a single request's.
  }, 120_000);

  it('finds a body that contradicts the document', () => {
    const validator = new OpenApiResponseValidator(doc);
    const company = { method: 'GET', path: `/api/company/${world.outside.company}`, status: 200 };
    expect(validator.check({ ...company, contentType: 'application/json', body: JSON.stringify({ _id: 1 }) })).toMatch(
      /GET \/api\/company\/\{id\} -> 200: /,
    );
    expect(validator.check({ ...company, contentType: 'text/html', body: '<p>' })).toMatch(/text\/html is not among/);
    expect(validator.check({ ...company, status: 418, contentType: undefined, body: undefined })).toMatch(
      /status not documented/,
    );
  });
});
