import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientCompanyFields, type Company } from '@dealbook/contracts';
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

  it('reads only the client view of it: name, logo, domain, address, industry, telephone, its people', async () => {
    const detailed = await call(admin, 'PUT', `/api/company/${own._id}`, {
      investmentNotes: 'Owner wants out by spring; will take 4x',
      revenue: 2500000,
      domain: 'clientown.example',
      city: 'Leeds',
      isBuyer: true,
    });
    expect(detailed.status).toBe(200);
    const response = await call(client, 'GET', `/api/company/${own._id}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([...ClientCompanyFields, '_id', 'version', 'employees'].sort());
    expect(body).toMatchObject({ companyName: 'Client Own Ltd', domain: 'clientown.example', city: 'Leeds' });
    expect(JSON.stringify(body)).not.toContain('Owner wants out');
    // Staff still read the whole record.
    const full = (await (await call(admin, 'GET', `/api/company/${own._id}`)).json()) as Company;
    expect(full.investmentNotes).toBe('Owner wants out by spring; will take 4x');
  });

  it('cannot widen their own scope: their companies and projects lists are for managers and above', async () => {
    const added = await call(client, 'POST', `/api/teammembers/${app.users.client._id}/companies/${other._id}`);
    expect(added.status).toBe(403);
    expect(((await added.json()) as { message: string }).message).toBe(
      'Only a manager or above can change companies: they decide which records a user may see',
    );
    const put = await call(client, 'PUT', `/api/user/${app.users.client._id}`, { companies: [own._id, other._id] });
    expect(put.status).toBe(403);
    const projects = await call(client, 'PUT', `/api/user/${app.users.client._id}`, { projects: [other._id] });
    expect(projects.status).toBe(403);
    expect((await call(client, 'GET', `/api/company/${other._id}`)).status).toBe(404);

    // Their profile is still theirs to edit, with the lists sent back unchanged.
    const profile = await call(client, 'PUT', `/api/user/${app.users.client._id}`, {
      firstName: 'Clara',
      companies: [own._id],
    });
    expect(profile.status).toBe(200);
  });

  it('records a manager granting a company as an event in the user history', async () => {
    const manager = (await app.signIn('manager')).token;
    const granted = await call(manager, 'POST', `/api/teammembers/${app.users.client._id}/companies/${other._id}`);
    expect(granted.status).toBe(201);
    expect((await call(client, 'GET', `/api/company/${other._id}`)).status).toBe(200);
    const history = (await (await call(admin, 'GET', `/api/history/user/${app.users.client._id}`)).json()) as {
      type: string;
      actor: { _id: string } | null;
      data: { itemId?: string };
    }[];
    const grant = history.find((e) => e.type === 'TeamMemberItemAdded' && e.data.itemId === other._id);
    expect(grant?.actor?._id).toBe(app.users.manager._id);
    const revoked = await call(manager, 'DELETE', `/api/teammembers/${app.users.client._id}/companies/${other._id}`);
    expect(revoked.status).toBe(200);
    expect((await call(client, 'GET', `/api/company/${other._id}`)).status).toBe(404);
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
