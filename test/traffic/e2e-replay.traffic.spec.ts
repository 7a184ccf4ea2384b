import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../api/src/platform/openapi/openapi-document.js';
import { OpenApiResponseValidator } from '../support/openapi-validator.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { trafficFile, type RecordedExchange } from '../support/traffic-recorder.js';

/**
 * The API document against every answer the e2e suite got: `npm test` runs this project after
 * the e2e project, whose test apps each appended their /api traffic to one file. Each answer must
 * have a documented status and media type and, for JSON, match the documented schema.
 */
let app: TestApp;
let doc: OpenApiDocument;

beforeAll(async () => {
  app = await startTestApp();
  const { token } = await app.signIn('admin');
  const response = await fetch(`${app.baseUrl}/api/docs`, { headers: { authorization: `Bearer ${token}` } });
  doc = (await response.json()) as OpenApiDocument;
});
afterAll(async () => {
  await app?.close();
});

/** Controllers that e2e specs mount for themselves (the OpenAPI spec's probes) are not the product's. */
const testOnly = (exchange: RecordedExchange) => exchange.path.startsWith('/api/probe/');

/**
 * A request no operation serves (the fuzz suite's mangled paths) is refused before any handler:
 * it must get a 4xx with the one error body, never a success or a server fault.
 */
function unroutedMismatch(exchange: RecordedExchange): string | undefined {
  const where = `${exchange.method} ${exchange.path} -> ${exchange.status} (no operation)`;
  if (exchange.status < 400 || exchange.status >= 500) return `${where}: not a refusal`;
  if (!exchange.contentType?.startsWith('application/json')) return `${where}: ${exchange.contentType} body`;
  const body = JSON.parse(exchange.body ?? 'null') as { statusCode?: unknown; message?: unknown } | null;
  return body?.statusCode === exchange.status && typeof body.message === 'string'
    ? undefined
    : `${where}: not an error body`;
}

it('documents the status, media type and body of every answer the e2e suite received', () => {
  expect(existsSync(trafficFile), `${trafficFile}: run the e2e project first`).toBe(true);
  const exchanges = readFileSync(trafficFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as RecordedExchange)
    .filter((exchange) => !testOnly(exchange));
  const validator = new OpenApiResponseValidator(doc);
  const routed = exchanges.filter((exchange) => validator.operationOf(exchange.method, exchange.path));
  const unrouted = exchanges.filter((exchange) => !validator.operationOf(exchange.method, exchange.path));
  const mismatches = [
    ...new Set([
      ...routed.map((exchange) => validator.check(exchange)),
      ...unrouted.map((exchange) => unroutedMismatch(exchange)),
    ]),
  ]
    .filter((m) => m !== undefined)
    .sort();
  const operations = new Set(routed.map((e) => validator.operationOf(e.method, e.path)?.template));
  console.info(
    `OpenAPI replay of the e2e suite: ${routed.length} answers over ${operations.size} paths ` +
      `(and ${unrouted.length} to no operation), ` +
      `${mismatches.length} mismatches`,
  );
  expect(mismatches).toEqual([]);
  // A whole e2e run answers thousands of requests; a handful means it did not run before this.
  expect(exchanges.length).toBeGreaterThan(5_000);
});
