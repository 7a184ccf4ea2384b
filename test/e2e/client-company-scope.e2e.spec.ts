import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@dealbook/contracts';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe("a client sees only their own company's data", () => {
  let app: TestApp;
  let admin: string;
  let client: string;
  let own: Company;
  let other: Company;

  const call = (token: string, method: string, path: string, body?: unknown) =>
    fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  const createCompany = async (companyName: string) =>
    (await (await call(admin, 'POST', '/api/company', { companyName })).json()) as Company;

  beforeAll(async () => {
    app = await startTestApp();
    admin = (await app.signIn('admin')).token;
    client = (await app.signIn('client')).token;
    own = await createCompany('Client Own Ltd');
    other = await createCompany('Somebody Else plc');
    const linked = await call(admin, 'PUT', `/api/user/${app.users.client._id}`, { companies: [own._id] });
    expect(linked.status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('reads the company linked to their user record', async () => {
    const response = await call(client, 'GET', `/api/company/${own._id}`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as Company).companyName).toBe('Client Own Ltd');
  });

  it('gets 404 for any other company, exactly as for one that does not exist', async () => {
    const response = await call(client, 'GET', `/api/company/${other._id}`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe(`Company ${other._id} was not found`);
  });

  it('cannot list, search, change or delete companies, not even their own', async () => {
    expect((await call(client, 'GET', '/api/companies')).status).toBe(403);
    expect((await call(client, 'GET', '/api/companies/search?companyName=Client')).status).toBe(403);
    expect((await call(client, 'PUT', `/api/company/${own._id}`, { companyName: 'Renamed' })).status).toBe(403);
    expect((await call(client, 'DELETE', `/api/company/${own._id}`)).status).toBe(403);
    const unchanged = (await (await call(admin, 'GET', `/api/company/${own._id}`)).json()) as Company;
    expect(unchanged.companyName).toBe('Client Own Ltd');
  });

  it('an external caller still cannot read companies', async () => {
    const external = (await app.signIn('external')).token;
    expect((await call(external, 'GET', `/api/company/${own._id}`)).status).toBe(403);
  });
});
