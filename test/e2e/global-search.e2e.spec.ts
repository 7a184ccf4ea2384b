import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company, ErrorBody, GlobalSearchResult } from '@dealbook/contracts';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('global search: GET /api/search?q= (spec §2.5)', () => {
  let app: TestApp;
  let token: string;

  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json().catch(() => undefined)) as unknown };
  };
  const search = async (q: string, limit?: number) => {
    const query = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
    return call('GET', `/api/search?${query.toString()}`);
  };
  const company = async (companyName: string, flags: Record<string, boolean> = {}) =>
    (await call('POST', '/api/company', { companyName, ...flags })).body as Company;
  const contact = async (firstName: string, lastName: string, jobTitle: string, companies: Company[] = []) => {
    const created = (await call('POST', '/api/contact', { firstName, lastName, jobTitle })).body as { _id: string };
    for (const c of companies) {
      expect((await call('POST', `/api/contact/${created._id}/companies/${c._id}`)).status).toBeLessThan(300);
    }
    return created._id;
  };

  beforeAll(async () => {
    app = await startTestApp();
    token = (await app.signIn('user')).token;
    const acme = await company('Acme Holdings', { isClient: true, isBuyer: true });
    const beta = await company('Beta Acme Partners');
    await company('Johnson Brothers Ltd');
    await company('Blackwood Logistics Ltd');
    const cotswold = await company('Cotswold Clothing Co Ltd');
    expect(
      (await call('POST', '/api/project', { projectName: 'Cotswold Clothing sale', client: cotswold._id })).status,
    ).toBe(201);
    await company('Blackburn Motors');
    await contact('John', 'Smith', 'Finance Director', [acme, beta]);
    await contact('Joanna', 'Smythe', '', [beta]);
    await contact('Mary', 'Johnson', 'CEO');
    await contact('Peter', 'Jones', 'Partner');
    await contact('Anna', 'Blackwood', 'Logistics Manager');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('finds contacts by the start of either name, alphabetically by last name, with job title and companies', async () => {
    const { status, body } = await search('jo');
    expect(status).toBe(200);
    const result = body as GlobalSearchResult;
    expect(result.contacts.items.map((c) => `${c.firstName} ${c.lastName}`)).toEqual([
      'Mary Johnson',
      'Peter Jones',
      'John Smith',
      'Joanna Smythe',
    ]);
    expect(result.contacts.count).toBe(4);
    const john = result.contacts.items.find((c) => c.firstName === 'John')!;
    // The first company linked, and how many in all ("Other Companies : 1" on the screen).
    expect(john).toMatchObject({ jobTitle: 'Finance Director', companyName: 'Acme Holdings', companyCount: 2 });
  });

  it('reads two words as first and last name, in either order', async () => {
    const forward = (await search('jo sm')).body as GlobalSearchResult;
    expect(forward.contacts.items.map((c) => c.lastName)).toEqual(['Smith', 'Smythe']);
    const backward = (await search('smith john')).body as GlobalSearchResult;
    expect(backward.contacts.items.map((c) => c.firstName)).toEqual(['John']);
  });

  it('lists companies starting with the term first, then those containing it, with their role flags', async () => {
    const result = (await search('acme')).body as GlobalSearchResult;
    expect(result.companies.items.map((c) => c.companyName)).toEqual(['Acme Holdings', 'Beta Acme Partners']);
    expect(result.companies.count).toBe(2);
    expect(result.companies.items[0]).toMatchObject({ isClient: true, isBuyer: true, isLawyer: false });
  });

  it('still finds a misspelt name by similarity', async () => {
    const result = (await search('Johnsen')).body as GlobalSearchResult;
    expect(result.contacts.items.map((c) => c.lastName)).toContain('Johnson');
    expect(result.companies.items.map((c) => c.companyName)).toContain('Johnson Brothers Ltd');
  });

  it('finds a name with one or two letters wrong or missing (issue 13), best match first', async () => {
    for (const term of ['blakwood', 'blakwod', 'BlackwoDD']) {
      const result = (await search(term)).body as GlobalSearchResult;
      expect(result.companies.items[0]?.companyName, term).toBe('Blackwood Logistics Ltd');
      expect(result.contacts.items[0]?.lastName, term).toBe('Blackwood');
    }
    const cotswald = (await search('cotswald')).body as GlobalSearchResult;
    expect(cotswald.companies.items.map((c) => c.companyName)).toEqual(['Cotswold Clothing Co Ltd']);
    expect(cotswald.opportunities.items.map((p) => p.projectName)).toEqual(['Cotswold Clothing sale']);
  });

  it('lists literal matches only when the name is spelt right', async () => {
    const result = (await search('blackwood')).body as GlobalSearchResult;
    expect(result.companies.items.map((c) => c.companyName)).toEqual(['Blackwood Logistics Ltd']);
    expect(result.companies.count).toBe(1);
  });

  it('keeps to the limit and reports the whole count', async () => {
    const result = (await search('jo', 2)).body as GlobalSearchResult;
    expect(result.contacts.items).toHaveLength(2);
    expect(result.contacts).toMatchObject({ count: 4, countCapped: false });
  });

  it('treats % and _ as letters, not wildcards', async () => {
    const result = (await search('%_')).body as GlobalSearchResult;
    expect(result.contacts.items).toEqual([]);
    expect(result.companies.items).toEqual([]);
  });

  it('has empty Opportunities and Deals columns when no project matches', async () => {
    const result = (await search('acme')).body as GlobalSearchResult;
    expect(result.opportunities).toEqual({ count: 0, countCapped: false, items: [] });
    expect(result.deals).toEqual({ count: 0, countCapped: false, items: [] });
  });

  it('refuses a term under two characters, a missing term and a bad limit with 400', async () => {
    for (const path of ['/api/search?q=j', '/api/search', '/api/search?q=%20%20', '/api/search?q=jo&limit=0']) {
      const { status, body } = await call('GET', path);
      expect(status, path).toBe(400);
      expect((body as ErrorBody).message).toMatch(/q |limit /);
    }
  });

  it('is for staff only', async () => {
    const client = (await app.signIn('client')).token;
    const response = await fetch(`${app.baseUrl}/api/search?q=acme`, {
      headers: { authorization: `Bearer ${client}` },
    });
    expect(response.status).toBe(403);
    expect((await fetch(`${app.baseUrl}/api/search?q=acme`)).status).toBe(401);
  });
});
