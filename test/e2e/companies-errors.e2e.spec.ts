import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company, ErrorBody } from '@dealbook/contracts';
import type { CallInit } from '../support/api-client.js';
import { startTestApp } from '../support/test-app.js';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

let app: TestApp;
let staffToken: string;
let existing: Company;

const missingId = '0193a000-0000-7000-8000-00000000dead';

const call = (path: string, init?: CallInit) => app.asToken(staffToken).call<ErrorBody>(path, init);

async function companyCount(): Promise<number> {
  const { json } = await call('/api/companies/count');
  expect(typeof json).toBe('number');
  return json as unknown as number;
}

beforeAll(async () => {
  app = await startTestApp();
  staffToken = (await app.signIn('user')).token;
  const created = await call('/api/company', {
    method: 'POST',
    body: { companyName: 'Wharfedale Errors Ltd', city: 'Ilkley' },
  });
  expect(created.status).toBe(201);
  existing = created.json as unknown as Company;
});

afterAll(async () => {
  await app?.close();
});

describe('POST /api/company with an invalid body', () => {
  it.each([
    ['companyName', {}],
    ['companyName', { companyName: '   ' }],
    ['companyName', { companyName: 'x'.repeat(201) }],
    ['domain', { companyName: 'Acme Ltd', domain: 'not a domain' }],
    ['logoUrl', { companyName: 'Acme Ltd', logoUrl: 'ftp://example.com/logo.png' }],
    ['revenue', { companyName: 'Acme Ltd', revenue: -1 }],
    ['revenue', { companyName: 'Acme Ltd', revenue: 'a lot' }],
    ['industryType', { companyName: 'Acme Ltd', industryType: 'Piracy' }],
    ['relationshipTypes', { companyName: 'Acme Ltd', relationshipTypes: ['Nemesis'] }],
    ['isClient', { companyName: 'Acme Ltd', isClient: 'yes' }],
    ['blueboxContacts', { companyName: 'Acme Ltd', blueboxContacts: ['not-a-uuid'] }],
    ['postcode', { companyName: 'Acme Ltd', postcode: 'x'.repeat(21) }],
  ])('refuses a bad %s with 400 naming it, creating nothing', async (field, body) => {
    const before = await companyCount();
    const { status, json } = await call('/api/company', { method: 'POST', body });
    expect(status).toBe(400);
    expect(json.message).toContain(field);
    expect(Object.keys(json.details ?? {}).some((path) => path.startsWith(field))).toBe(true);
    expect(await companyCount()).toBe(before);
  });

  it('refuses an unknown field, naming it', async () => {
    const { status, json } = await call('/api/company', {
      method: 'POST',
      body: { companyName: 'Acme Ltd', favouriteColour: 'teal' },
    });
    expect(status).toBe(400);
    expect(json.message).toContain('favouriteColour');
  });

  it('refuses malformed JSON', async () => {
    // A raw fetch: the API client always sends a well-formed JSON body.
    const response = await fetch(`${app.baseUrl}/api/company`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
      body: '{"companyName": "Acme',
    });
    const { status } = response;
    const json = (await response.json()) as ErrorBody;
    expect(status).toBe(400);
    expect(json.message).toBe('Malformed JSON body');
  });
});

describe('PUT /api/company/{id} with bad input', () => {
  it('refuses an invalid field and leaves the company unchanged', async () => {
    const { status, json } = await call(`/api/company/${existing._id}`, {
      method: 'PUT',
      body: { city: 'Otley', revenue: -5 },
    });
    expect(status).toBe(400);
    expect(json.message).toContain('revenue');
    const read = await call(`/api/company/${existing._id}`);
    expect(read.json).toMatchObject({ city: 'Ilkley', version: 1 });
  });

  it('refuses an _id that differs from the path', async () => {
    const { status, json } = await call(`/api/company/${existing._id}`, {
      method: 'PUT',
      body: { _id: missingId, city: 'Otley' },
    });
    expect(status).toBe(400);
    expect(json.details).toHaveProperty('_id');
  });

  it('refuses an If-Match that is not a version', async () => {
    const { status, json } = await call(`/api/company/${existing._id}`, {
      method: 'PUT',
      body: { city: 'Otley' },
      headers: { 'if-match': 'yesterday' },
    });
    expect(status).toBe(400);
    expect(json.message).toMatch(/If-Match/);
  });
});

describe('ids', () => {
  it.each(['GET', 'PUT', 'DELETE'])('%s with a malformed id is 400', async (method) => {
    const { status, json } = await call('/api/company/12345', {
      method,
      ...(method === 'PUT' ? { body: { city: 'Leeds' } } : {}),
    });
    expect(status).toBe(400);
    expect(json.message).toBe('id must be a UUID');
  });

  it.each(['GET', 'PUT', 'DELETE'])('%s of a company that does not exist is 404', async (method) => {
    const { status, json } = await call(`/api/company/${missingId}`, {
      method,
      ...(method === 'PUT' ? { body: { city: 'Leeds' } } : {}),
    });
    expect(status).toBe(404);
    expect(json.message).toBe(`Company ${missingId} was not found`);
  });
});

describe('list queries', () => {
  it('refuses a filter on an unknown field', async () => {
    const { status, json } = await call('/api/companies/search?shoeSize=9');
    expect(status).toBe(400);
    expect(json.message).toContain('shoeSize');
  });

  it('refuses a boolean filter that is not true or false', async () => {
    const { status, json } = await call('/api/companies/search?isClient=maybe');
    expect(status).toBe(400);
    expect(json.message).toContain('isClient');
  });

  it.each(['favouriteColour', 'revenue;drop', '-'])('refuses sort=%s', async (sort) => {
    const { status, json } = await call(`/api/companies/search?sort=${encodeURIComponent(sort)}`);
    expect(status).toBe(400);
    expect(json.message).toMatch(/sort/i);
  });

  it.each(['limit=0', 'limit=501', 'offset=-1', 'limit=ten'])('refuses %s', async (query) => {
    const { status, json } = await call(`/api/companies?${query}`);
    expect(status).toBe(400);
    expect(json.message).toContain(query.split('=')[0]);
  });

  it('refuses filter fields in the query string of findByQuery', async () => {
    const { status, json } = await call(
      `/api/companies/findByQuery/${encodeURIComponent('{"city":"Leeds"}')}?city=York`,
    );
    expect(status).toBe(400);
    expect(json.message).toContain('city');
  });
});

describe('access', () => {
  it.each(['client', 'external'] as const)('refuses role %s with 403', async (role) => {
    const { token } = await app.signIn(role);
    expect((await app.asToken(token).call('/api/companies')).status).toBe(403);
    // A client may read a company linked to them (client-company-scope.e2e.spec.ts); this one is not.
    expect((await app.asToken(token).call(`/api/company/${existing._id}`)).status).toBe(role === 'client' ? 404 : 403);
    const before = await companyCount();
    const post = await app.asToken(token).call('/api/company', { method: 'POST', body: { companyName: 'Sneaky Ltd' } });
    expect(post.status).toBe(403);
    expect(await companyCount()).toBe(before);
  });

  it('refuses anonymous callers with 401', async () => {
    expect((await app.anonymous().call('/api/companies/search?city=Leeds')).status).toBe(401);
    expect((await app.anonymous().call(`/api/company/${existing._id}`)).status).toBe(401);
    const del = await app.anonymous().call(`/api/company/${existing._id}`, { method: 'DELETE' });
    expect(del.status).toBe(401);
    expect((await call(`/api/company/${existing._id}`)).status).toBe(200);
  });

  it('lets a manager in: staff roles are hierarchical', async () => {
    const { token } = await app.signIn('manager');
    expect((await app.asToken(token).call(`/api/company/${existing._id}`)).status).toBe(200);
  });
});
