import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@dealbook/contracts';
import type { OpenApiDocument } from '../../api/src/platform/openapi/openapi-document.js';
import type { CallInit } from '../support/api-client.js';
import { openEventLog, type EventLog } from '../support/event-log.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Text PostgreSQL cannot store (U+0000, an unpaired surrogate) and sort keys that name
 * Object.prototype members are refused at the edge with a 400 naming the field, on every route,
 * and nothing is recorded.
 */
let app: TestApp;
let log: EventLog;
let doc: OpenApiDocument;

beforeAll(async () => {
  app = await startTestApp();
  log = await openEventLog(app.databaseUrl);
  doc = (await app.as('admin').get<OpenApiDocument>('/api/docs')).json;
});
afterAll(async () => {
  await log?.close();
  await app?.close();
});

/** Calls the API as the admin; `appended` is how many events the call added to the log. */
async function callCounting(path: string, init?: CallInit) {
  const before = await log.position();
  const answer = await app.as('admin').call<ErrorBody>(path, init);
  return { ...answer, appended: (await log.position()) - before };
}

const json = (method: string, body: unknown): CallInit => ({ method, body });

const nul = 'Acme\u0000 Ltd';
const loneHigh = 'Acme \uD83D Ltd';
const loneLow = 'Acme \uDE00 Ltd';

describe('text PostgreSQL cannot store', () => {
  it.each([
    ['a NUL', nul],
    ['a lone high surrogate', loneHigh],
    ['a lone low surrogate', loneLow],
  ])('refuses %s in a POST body with a 400 naming the field, recording nothing', async (_what, text) => {
    const answer = await callCounting('/api/company', json('POST', { companyName: text, city: 'Leeds' }));
    expect(answer.status).toBe(400);
    expect(answer.json.details).toHaveProperty('companyName');
    expect(answer.json.message).toContain('companyName');
    expect(answer.appended).toBe(0n);
  });

  it('names a nested field and a field name that cannot be stored', async () => {
    const nested = await callCounting(
      '/api/contact',
      json('POST', { firstName: 'Ann', lastName: 'Lee', phones: [nul] }),
    );
    expect(nested.status).toBe(400);
    expect(Object.keys(nested.json.details ?? {})).toEqual(['phones.0']);
    const key = await callCounting('/api/company', json('POST', { companyName: 'Key Ltd', ['ci\u0000ty']: 'x' }));
    expect(key.status).toBe(400);
    expect(key.appended).toBe(0n);
  });

  it('refuses it in a PUT body, leaving the record as it was', async () => {
    const created = await callCounting('/api/company', json('POST', { companyName: 'Kept Ltd' }));
    expect(created.status).toBe(201);
    const id = (created.json as unknown as { _id: string })._id;
    const answer = await callCounting(`/api/company/${id}`, json('PUT', { companyName: loneHigh }));
    expect(answer.status).toBe(400);
    expect(answer.json.details).toHaveProperty('companyName');
    expect(answer.appended).toBe(0n);
  });

  it('refuses a NUL in a path parameter and in a query value', async () => {
    const path = await callCounting('/api/companies/find/top/%00');
    expect(path.status).toBe(400);
    expect(path.json.details).toHaveProperty('text');
    const query = await callCounting('/api/companies/search?companyName=a%00b');
    expect(query.status).toBe(400);
    expect(query.json.details).toHaveProperty('companyName');
  });

  it('refuses it in the fields of a multipart upload', async () => {
    const form = new FormData();
    form.append('description', `Minutes ${nul}`);
    form.append('file', new Blob([new Uint8Array(Buffer.from('hello'))], { type: 'text/plain' }), 'minutes.txt');
    const answer = await callCounting('/api/attachment', { method: 'POST', body: form });
    expect(answer.status).toBe(400);
    expect(answer.json.details).toHaveProperty('description');
    expect(answer.appended).toBe(0n);
  });
});

describe('sort keys that name Object.prototype members', () => {
  /** Every list the document describes as taking a sort (a `sort` parameter or a whole query). */
  const sortedLists = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) => {
      const parameters = methods.get?.parameters ?? [];
      return parameters.some((p) => p.name === 'sort' || (p.in === 'query' && p.name === 'query')) ? [path] : [];
    });
  const missingId = '0193a000-0000-7000-8000-00000000dead';

  /** A value each path parameter accepts, so that the request reaches the sort. */
  const fill = (name: string) =>
    ({ from: '2024-01-01', to: '2024-12-31', type: 'all', text: 'a', query: 'a' })[name] ?? missingId;

  it('answers 400 naming sort on every list (or 404 for a missing parent), never a 500', async () => {
    const lists = sortedLists();
    expect(lists.length).toBeGreaterThanOrEqual(30);
    const failures: string[] = [];
    let namingSort = 0;
    for (const template of lists) {
      const path = template.replace(/\{([^}]+)\}/g, (_match, name: string) => fill(name));
      for (const sort of ['constructor', '__proto__', '-toString', 'hasOwnProperty', '-valueOf']) {
        const answer = await callCounting(`${path}?sort=${sort}`);
        if (answer.status === 400 && answer.json.details?.sort) namingSort += 1;
        if (answer.status >= 500 || answer.appended !== 0n) {
          failures.push(`${path}?sort=${sort} -> ${answer.status} ${answer.json?.message}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(namingSort).toBeGreaterThanOrEqual(5 * 25);
  });

  it.each([
    ['/api/companies/search?__proto__=x', '__proto__'],
    ['/api/companies/findByQuery/__proto__%3Dx', '__proto__'],
    ['/api/companies/findByQuery/constructor%3Dx', 'constructor'],
    ['/api/contacts/search?constructor=x', 'constructor'],
    ['/api/tasks/search?__proto__=x', '__proto__'],
    ['/api/projects/search?toString=x', 'toString'],
  ])('refuses the filter field in %s as unknown, never dropping it or answering 500', async (path, field) => {
    const answer = await callCounting(path);
    expect(answer.status).toBe(400);
    expect(answer.json.message).toContain(`"${field}"`);
  });
});
