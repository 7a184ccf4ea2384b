import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company, CreateCompanyBody, ErrorBody, HistoryEntry } from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import { startTestApp } from '../support/test-app.js';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
type SignedIn = Awaited<ReturnType<TestApp['signIn']>>;

let app: TestApp;
let staff: SignedIn;
let call: Call;

/** Every fixture's name carries this word, so filters here never see other rows. */
const marker = 'Quillfeather';

async function create(body: CreateCompanyBody): Promise<Company> {
  const { status, json } = await call('/api/company', { method: 'POST', body });
  expect(status, JSON.stringify(json)).toBe(201);
  return json as Company;
}

async function list(path: string) {
  const { status, headers, json } = await call(path);
  expect(status, JSON.stringify(json)).toBe(200);
  return { rows: json as Company[], total: Number(headers.get('x-total-count')) };
}

const names = (rows: Company[]) => rows.map((c) => c.companyName);
const byName = (rows: Company[]) => names(rows).sort();

const fixtures: Record<string, Company> = {};

beforeAll(async () => {
  app = await startTestApp();
  staff = await app.signIn('user');
  call = app.asToken(staff.token).call;
  // name, city, industry, revenue, and the rest
  const rows: [string, string, CreateCompanyBody['industryType'], number, Partial<CreateCompanyBody>?][] = [
    ['Alpha Legal LLP', 'Leeds', 'Legal', 100, { isClient: true, relationshipTypes: ['Lawyer', 'Client'] }],
    ['Beta Foods Ltd', 'York', 'FoodAndBeverage', 300, { relationshipTypes: ['Prospect'] }],
    [
      'Gamma Software Ltd',
      'North LEEDS',
      'Technology',
      200,
      { isAmbassador: true, relationshipTypes: ['Ambassador', 'Client'] },
    ],
    ['Delta Haulage Ltd', '', 'Transportation', 50, { isAmbassador: true, relationshipTypes: ['Supplier'] }],
    ['Epsilon Estates Ltd', 'Bath', 'RealEstate', 75],
    ['Zeta Travel Ltd', 'Bath', 'RecreationAndTravel', 20],
  ];
  const bodies = rows.map(([name, city, industryType, revenue, rest]): CreateCompanyBody => ({
    companyName: `${marker} ${name}`,
    city,
    industryType,
    revenue,
    ...rest,
  }));
  for (const body of bodies) {
    const company = await create(body);
    fixtures[company.companyName.split(' ')[1]!] = company;
  }
});

afterAll(async () => {
  await app?.close();
});

describe('POST and GET /api/company', () => {
  it('creates a company with the spec defaults, answering the record, its ETag and location', async () => {
    const { status, headers, json } = await call('/api/company', {
      method: 'POST',
      body: { companyName: `${marker} Omega Ltd`, domain: 'Omega.CO.UK' },
    });
    expect(status).toBe(201);
    const company = json as Company;
    expect(company).toMatchObject({
      companyName: `${marker} Omega Ltd`,
      domain: 'omega.co.uk',
      revenue: 0,
      isContact: true,
      isAmbassador: false,
      doNotContact: false,
      relationshipTypes: [],
      employees: [],
      version: 1,
    });
    expect(headers.get('etag')).toBe('"1"');
    expect(headers.get('location')).toBe(`/api/company/${company._id}`);

    const read = await call(`/api/company/${company._id}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe('"1"');
    expect(read.json).toEqual(company);
    await call(`/api/company/${company._id}`, { method: 'DELETE' });
  });
});

describe('GET /api/companies/search', () => {
  it('matches text case-insensitively anywhere in the field', async () => {
    const { rows, total } = await list(`/api/companies/search?companyName=${marker.toUpperCase()}&city=leeds`);
    expect(byName(rows)).toEqual([fixtures.Alpha!.companyName, fixtures.Gamma!.companyName]);
    expect(total).toBe(2);
  });

  it('matches booleans exactly', async () => {
    expect(names((await list(`/api/companies/search?companyName=${marker}&isClient=true`)).rows)).toEqual([
      fixtures.Alpha!.companyName,
    ]);
    const notClients = await list(`/api/companies/search?companyName=${marker}&isClient=false`);
    expect(notClients.total).toBe(5);
    expect(names(notClients.rows)).not.toContain(fixtures.Alpha!.companyName);
  });

  it('treats a repeated key as a list: any of the values', async () => {
    const { rows } = await list(
      `/api/companies/search?companyName=${marker}&relationshipTypes=Prospect&relationshipTypes=Ambassador`,
    );
    expect(byName(rows)).toEqual([fixtures.Beta!.companyName, fixtures.Gamma!.companyName]);
  });

  it('skips empty values', async () => {
    const { total } = await list(`/api/companies/search?companyName=${marker}&city=&industryType=`);
    expect(total).toBe(6);
  });

  it('pages and sorts on the server, reporting the total before paging', async () => {
    const first = await list(`/api/companies/search?companyName=${marker}&sort=-revenue&limit=2&offset=0`);
    expect(names(first.rows)).toEqual([fixtures.Beta!.companyName, fixtures.Gamma!.companyName]);
    expect(first.total).toBe(6);
    const second = await list(`/api/companies/search?companyName=${marker}&sort=-revenue&limit=2&offset=2`);
    expect(names(second.rows)).toEqual([fixtures.Alpha!.companyName, fixtures.Epsilon!.companyName]);
    expect(second.total).toBe(6);
    const ascending = await list(`/api/companies/search?companyName=${marker}&sort=companyName&limit=3`);
    expect(names(ascending.rows)).toEqual([
      fixtures.Alpha!.companyName,
      fixtures.Beta!.companyName,
      fixtures.Delta!.companyName,
    ]);
  });
});

describe('GET /api/companies/findByQuery/{query}', () => {
  it('takes a JSON filter in the path', async () => {
    const filter = encodeURIComponent(JSON.stringify({ companyName: marker.toLowerCase(), isAmbassador: true }));
    const { rows, total } = await list(`/api/companies/findByQuery/${filter}`);
    expect(byName(rows)).toEqual([fixtures.Delta!.companyName, fixtures.Gamma!.companyName]);
    expect(total).toBe(2);
  });

  it('takes a query-string filter in the path, paged by the real query string', async () => {
    const filter = encodeURIComponent(`companyName=${marker}&city=Bath`);
    const { rows, total } = await list(`/api/companies/findByQuery/${filter}?limit=1&sort=companyName`);
    expect(names(rows)).toEqual([fixtures.Epsilon!.companyName]);
    expect(total).toBe(2);
  });

  it('answers malformed JSON with 400', async () => {
    const { status, json } = await call(`/api/companies/findByQuery/${encodeURIComponent('{"companyName":')}`);
    expect(status).toBe(400);
    expect((json as ErrorBody).message).toMatch(/JSON/);
  });
});

describe('GET /api/companies/find/{text}', () => {
  it('lists names containing the text, paged with a total', async () => {
    const { rows, total } = await list(`/api/companies/find/${encodeURIComponent(`${marker.toLowerCase()} beta`)}`);
    expect(names(rows)).toEqual([fixtures.Beta!.companyName]);
    expect(total).toBe(1);
    const paged = await list(`/api/companies/find/${marker}?limit=4`);
    expect(paged.rows).toHaveLength(4);
    expect(paged.total).toBe(6);
  });
});

describe('top-N lookups', () => {
  it('answers at most {limit} matches, 5 when the limit is left out', async () => {
    expect((await list(`/api/companies/find/top/${marker}/2`)).rows).toHaveLength(2);
    expect((await list(`/api/companies/find/top/${marker}`)).rows).toHaveLength(5);
  });

  it('tolerates a typo through trigram similarity', async () => {
    const { rows } = await list(`/api/companies/find/top/${encodeURIComponent('Quilfeather Gama')}/3`);
    expect(rows[0]?.companyName).toBe(fixtures.Gamma!.companyName);
  });

  it('treats a single space as no text: the first companies by name', async () => {
    const { rows } = await list('/api/companies/find/top/%20/3');
    expect(rows).toHaveLength(3);
    const firstByName = await list('/api/companies?sort=companyName&limit=3');
    expect(names(rows)).toEqual(names(firstByName.rows));
  });

  it('lists only ambassadors for topAmbassadors', async () => {
    const { rows } = await list(`/api/companies/find/topAmbassadors/${marker}`);
    expect(byName(rows)).toEqual([fixtures.Delta!.companyName, fixtures.Gamma!.companyName]);
    expect((await list(`/api/companies/find/topAmbassadors/${marker}/1`)).rows).toHaveLength(1);
    const blank = await list('/api/companies/find/topAmbassadors/%20/100');
    expect(blank.rows.every((c) => c.isAmbassador)).toBe(true);
  });

  it('answers companies with their employees list for topWithEmployees', async () => {
    const { rows } = await list(`/api/companies/find/topWithEmployees/${marker}/3`);
    expect(rows).toHaveLength(3);
    for (const company of rows) expect(company.employees).toEqual([]);
  });

  it.each(['0', '101', 'ten'])('refuses limit %s with 400', async (limit) => {
    const { status, json } = await call(`/api/companies/find/top/${marker}/${limit}`);
    expect(status).toBe(400);
    expect((json as ErrorBody).message).toBe('limit must be a whole number from 1 to 100');
  });
});

describe('GET /api/companies, /count and /byDate', () => {
  it('pages the whole list and counts it', async () => {
    const { rows, total } = await list('/api/companies?limit=2');
    expect(rows).toHaveLength(2);
    const count = await call('/api/companies/count');
    expect(count.status).toBe(200);
    expect(count.json).toBe(total);
    expect(total).toBeGreaterThanOrEqual(6);
  });

  it('lists companies created between two dates, both days included', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { rows } = await list(`/api/companies/byDate/${today}/${today}?limit=500`);
    expect(names(rows)).toEqual(expect.arrayContaining(Object.values(fixtures).map((c) => c.companyName)));
    const past = await list('/api/companies/byDate/2001-01-01/2001-12-31');
    expect(past).toEqual({ rows: [], total: 0 });
  });

  it('refuses an invalid date and a reversed range', async () => {
    const invalid = await call('/api/companies/byDate/2024-02-30/2024-03-31');
    expect(invalid.status).toBe(400);
    expect((invalid.json as ErrorBody).message).toMatch(/^from must be an ISO date/);
    const reversed = await call('/api/companies/byDate/2024-06-30/2024-06-01');
    expect(reversed.status).toBe(400);
    expect((reversed.json as ErrorBody).message).toBe('from must not be after to');
  });
});

describe('PUT and DELETE /api/company/{id} with ETag / If-Match', () => {
  it('updates at the version read, answering text and the new ETag', async () => {
    const company = await create({ companyName: `${marker} Eta Engineering Ltd`, city: 'Derby' });
    const put = await call(`/api/company/${company._id}`, {
      method: 'PUT',
      body: { city: 'Nottingham', isSupplier: true },
      headers: { 'if-match': '"1"' },
    });
    expect(put.status).toBe(200);
    expect(put.text).toBe('Company updated');
    expect(put.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(put.headers.get('etag')).toBe('"3"');

    const read = await call(`/api/company/${company._id}`);
    expect(read.json).toMatchObject({ city: 'Nottingham', isSupplier: true, version: 3 });
    expect(read.headers.get('etag')).toBe('"3"');
  });

  it('refuses a stale If-Match with 409 and the current version, changing nothing', async () => {
    const company = await create({ companyName: `${marker} Theta Media Ltd`, city: 'Leeds' });
    await call(`/api/company/${company._id}`, { method: 'PUT', body: { city: 'York' } });
    const stale = await call(`/api/company/${company._id}`, {
      method: 'PUT',
      body: { city: 'Hull' },
      headers: { 'if-match': '"1"' },
    });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ statusCode: 409, currentVersion: 2 });
    const read = await call(`/api/company/${company._id}`);
    expect(read.json).toMatchObject({ city: 'York', version: 2 });

    const staleDelete = await call(`/api/company/${company._id}`, { method: 'DELETE', headers: { 'if-match': '"1"' } });
    expect(staleDelete.status).toBe(409);
    expect((await call(`/api/company/${company._id}`)).status).toBe(200);
  });

  it('accepts the whole record sent back, as the original client does', async () => {
    const company = await create({ companyName: `${marker} Iota Retail Ltd` });
    const put = await call(`/api/company/${company._id}`, {
      method: 'PUT',
      body: { ...company, postcode: 'LS1 4DY' },
      headers: { 'if-match': `"${company.version}"` },
    });
    expect(put.status, put.text).toBe(200);
    expect((await call(`/api/company/${company._id}`)).json).toMatchObject({ postcode: 'LS1 4DY', version: 2 });
  });

  it('keeps the version when an edit changes nothing', async () => {
    const company = await create({ companyName: `${marker} Kappa Hotels Ltd`, city: 'Bath' });
    const put = await call(`/api/company/${company._id}`, { method: 'PUT', body: { city: 'Bath' } });
    expect(put.status).toBe(200);
    expect(put.headers.get('etag')).toBe('"1"');
  });

  it('deletes: text answer, then 404 for reads and a second delete', async () => {
    const company = await create({ companyName: `${marker} Lambda Works Ltd` });
    const removed = await call(`/api/company/${company._id}`, { method: 'DELETE', headers: { 'if-match': '"1"' } });
    expect(removed.status).toBe(200);
    expect(removed.text).toBe('Company deleted');
    const read = await call(`/api/company/${company._id}`);
    expect(read.status).toBe(404);
    expect((read.json as ErrorBody).message).toBe(`Company ${company._id} was not found`);
    expect((await call(`/api/company/${company._id}`, { method: 'DELETE' })).status).toBe(404);
    expect(names((await list(`/api/companies/find/${marker}%20Lambda`)).rows)).toEqual([]);
  });
});

describe('GET /api/history/company/{id}', () => {
  it("shows the company's domain events in order, with who made them and what changed", async () => {
    const company = await create({ companyName: `${marker} Mu Consulting Ltd`, city: 'Leeds' });
    await call(`/api/company/${company._id}`, { method: 'PUT', body: { city: 'Harrogate', isReferrer: true } });
    const { status, json } = await call(`/api/history/company/${company._id}`);
    expect(status).toBe(200);
    const history = json as HistoryEntry[];
    expect(history.map((e) => [e.type, e.version])).toEqual([
      ['CompanyRegistered', 1],
      ['CompanyUpdated', 2],
      ['CompanyRoleFlagsChanged', 3],
    ]);
    expect(history[1]!.data).toEqual({
      companyId: company._id,
      changes: { city: { from: 'Leeds', to: 'Harrogate' } },
    });
    expect(history[2]!.data).toEqual({
      companyId: company._id,
      changes: { isReferrer: { from: false, to: true } },
    });
    expect(history[0]!.actor).toEqual({ _id: staff.user._id, fullName: staff.user.fullName });
  });
});
