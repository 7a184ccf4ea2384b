import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Company,
  CompanyWithEmployees,
  Contact,
  ContactListItem,
  CreateContactBody,
  HistoryEntry,
} from '@dealbook/contracts';
import type { Call } from '../support/api-client.js';
import { startTestApp } from '../support/test-app.js';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

let app: TestApp;
let call: Call;

/** Every fixture's last name carries this word, so filters here never see other rows. */
const marker = 'Quayle';

async function createCompany(companyName: string): Promise<Company> {
  const { status, json } = await call('/api/company', { method: 'POST', body: { companyName } });
  expect(status).toBe(201);
  return json as Company;
}

async function createContact(body: CreateContactBody): Promise<Contact> {
  const { status, json } = await call('/api/contact', { method: 'POST', body });
  expect(status, JSON.stringify(json)).toBe(201);
  return json as Contact;
}

async function list<T = Contact>(path: string) {
  const { status, headers, json } = await call(path);
  expect(status, JSON.stringify(json)).toBe(200);
  return { rows: json as T[], total: Number(headers.get('x-total-count')) };
}

const names = (rows: { fullName: string }[]) => rows.map((c) => c.fullName);

let acme: Company;
let beta: Company;
const people: Record<string, Contact> = {};

beforeAll(async () => {
  app = await startTestApp();
  call = app.as('user').call;
  acme = await createCompany('Acme Quayle Ltd');
  beta = await createCompany('Beta Quayle LLP');
  const rows: CreateContactBody[] = [
    {
      firstName: 'Alice',
      lastName: `${marker}-Smith`,
      jobTitle: 'Finance Director',
      city: 'Leeds',
      companies: [acme._id],
    },
    {
      firstName: 'Bob',
      lastName: `${marker}-Jones`,
      city: 'York',
      companies: [beta._id, acme._id],
      doNotContact: true,
    },
    {
      firstName: 'Carol',
      lastName: `${marker}-Brown`,
      isAmbassador: true,
      hasSignedAmbassadorNDA: true,
      referrals: [beta._id],
    },
    { firstName: 'Dan', lastName: `${marker}-Smithson`, city: 'leeds', isAmbassador: true },
  ];
  for (const body of rows) {
    const contact = await createContact(body);
    people[contact.firstName] = contact;
  }
});

afterAll(async () => {
  await app?.close();
});

describe('POST and GET /api/contact', () => {
  it('creates a contact with defaults, a reference, its companies as summaries, ETag and Location', async () => {
    const { status, headers, json } = await call('/api/contact', {
      method: 'POST',
      body: { firstName: ' Eve ', lastName: 'Quayle-Omega', email: 'Eve@Example.COM', companies: [acme._id] },
    });
    expect(status).toBe(201);
    const contact = json as Contact;
    expect(contact).toMatchObject({
      firstName: 'Eve',
      fullName: 'Eve Quayle-Omega',
      email: 'eve@example.com',
      isAmbassador: false,
      hasSignedAmbassadorNDA: false,
      doNotContact: false,
      companies: [{ _id: acme._id, companyName: acme.companyName, logoUrl: '' }],
      referrals: [],
      tasks: [],
      version: 2,
    });
    expect(contact.reference).toMatch(/^CON-\d{6}$/);
    expect(headers.get('etag')).toBe('"2"');
    expect(headers.get('location')).toBe(`/api/contact/${contact._id}`);

    const byId = await call(`/api/contact/${contact._id}`);
    expect(byId.json).toEqual(contact);
    expect(byId.headers.get('etag')).toBe('"2"');
    // It embeds company names that change without its version, so no cached copy is reused.
    expect(byId.headers.get('cache-control')).toBe('no-store');
    const byReference = await call(`/api/contact/${contact.reference.toLowerCase()}`);
    expect(byReference.status).toBe(200);
    expect(byReference.json).toEqual(contact);
    expect((await call(`/api/contact/${contact._id}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('gives every contact its own reference, in creation order', () => {
    const refs = ['Alice', 'Bob', 'Carol', 'Dan'].map((n) => Number(people[n]!.reference.slice(4)));
    expect(refs).toEqual([...refs].sort((a, b) => a - b));
    expect(new Set(refs).size).toBe(4);
  });
});

describe('lists', () => {
  it('GET /api/contacts pages and sorts, reporting the total', async () => {
    const first = await list(`/api/contacts?limit=2&sort=firstName`);
    expect(names(first.rows)).toEqual([people.Alice!.fullName, people.Bob!.fullName]);
    expect(first.total).toBe(4);
    const second = await list(`/api/contacts?limit=2&offset=2&sort=-firstName`);
    expect(names(second.rows)).toEqual([people.Bob!.fullName, people.Alice!.fullName]);
  });

  it('GET /api/contacts/list answers light rows for pickers', async () => {
    const { rows, total } = await list<ContactListItem>('/api/contacts/list?limit=1&sort=firstName');
    expect(total).toBe(4);
    expect(rows).toEqual([
      {
        _id: people.Alice!._id,
        reference: people.Alice!.reference,
        fullName: people.Alice!.fullName,
        jobTitle: 'Finance Director',
        email: '',
        companies: [{ _id: acme._id, companyName: acme.companyName, logoUrl: '' }],
      },
    ]);
  });

  it('GET /api/contacts/count answers a bare number', async () => {
    const { json } = await call('/api/contacts/count');
    expect(json).toBe(4);
  });

  it('GET /api/contacts/search filters by §5 rules, companies by containment', async () => {
    const leeds = await list(`/api/contacts/search?city=LEEDS&sort=firstName`);
    expect(names(leeds.rows)).toEqual([people.Alice!.fullName, people.Dan!.fullName]);
    const ambassadors = await list(`/api/contacts/search?isAmbassador=true&hasSignedAmbassadorNDA=true`);
    expect(names(ambassadors.rows)).toEqual([people.Carol!.fullName]);
    const atAcme = await list(`/api/contacts/search?companies=${acme._id}&sort=firstName`);
    expect(names(atAcme.rows)).toEqual([people.Alice!.fullName, people.Bob!.fullName]);
    expect(atAcme.total).toBe(2);
    const referredBeta = await list(`/api/contacts/search?referrals=${beta._id}`);
    expect(names(referredBeta.rows)).toEqual([people.Carol!.fullName]);
    const page = await list(`/api/contacts/search?lastName=smith&limit=1&sort=firstName`);
    expect(page.total).toBe(2);
    expect(names(page.rows)).toEqual([people.Alice!.fullName]);
  });

  it('GET /api/contacts/findByQuery takes JSON or a query string in the path', async () => {
    const json = await list(`/api/contacts/findByQuery/${encodeURIComponent(JSON.stringify({ city: 'york' }))}`);
    expect(names(json.rows)).toEqual([people.Bob!.fullName]);
    const text = await list(`/api/contacts/findByQuery/${encodeURIComponent('isAmbassador=true')}?sort=firstName`);
    expect(names(text.rows)).toEqual([people.Carol!.fullName, people.Dan!.fullName]);
  });

  it('GET /api/contacts/find/{text} matches names and references', async () => {
    expect(names((await list('/api/contacts/find/smith?sort=firstName')).rows)).toEqual([
      people.Alice!.fullName,
      people.Dan!.fullName,
    ]);
    expect(names((await list(`/api/contacts/find/${people.Bob!.reference}`)).rows)).toEqual([people.Bob!.fullName]);
  });

  it('GET /api/contacts/find/top matches first and last names, a blank part matching any', async () => {
    const both = await call(`/api/contacts/find/top/Alice/${encodeURIComponent(`${marker}-Smith`)}/5`);
    expect(names(both.json as Contact[])[0]).toBe(people.Alice!.fullName);
    const lastOnly = await call(`/api/contacts/find/top/%20/smith/5`);
    expect(names(lastOnly.json as Contact[]).sort()).toEqual([people.Alice!.fullName, people.Dan!.fullName].sort());
    const firstOnly = await call(`/api/contacts/find/top/bob/%20`);
    expect(names(firstOnly.json as Contact[])).toEqual([people.Bob!.fullName]);
    const anyone = await call(`/api/contacts/find/top/%20/%20/3`);
    expect((anyone.json as Contact[]).length).toBe(3);
    const typo = await call(`/api/contacts/find/top/Allice/%20/5`);
    expect(names(typo.json as Contact[])).toContain(people.Alice!.fullName);
  });

  it('GET /api/contacts/find/topAmbassadors answers ambassadors only', async () => {
    const { json } = await call(`/api/contacts/find/topAmbassadors/%20/%20/10`);
    expect(names(json as Contact[]).sort()).toEqual([people.Carol!.fullName, people.Dan!.fullName].sort());
    const carol = await call(`/api/contacts/find/topAmbassadors/car/%20`);
    expect((carol.json as Contact[])[0]).toMatchObject({
      fullName: people.Carol!.fullName,
      referrals: [{ _id: beta._id, companyName: beta.companyName }],
    });
  });

  it('GET /api/contacts/listByIds answers those that exist, in the order asked', async () => {
    const missing = '0193a000-0000-7000-8000-00000000dead';
    const { status, json } = await call(`/api/contacts/listByIds/${people.Carol!._id},${missing},${people.Alice!._id}`);
    expect(status).toBe(200);
    expect(names(json as Contact[])).toEqual([people.Carol!.fullName, people.Alice!.fullName]);
  });

  it('GET /api/contacts/byDate covers the days asked', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { rows, total } = await list(`/api/contacts/byDate/${today}/${today}`);
    expect(total).toBe(4);
    expect(names(rows)).toEqual(['Alice', 'Bob', 'Carol', 'Dan'].map((n) => people[n]!.fullName));
    expect((await list('/api/contacts/byDate/2020-01-01/2020-12-31')).total).toBe(0);
  });

  it('GET /api/contacts/doNotContact lists those not to contact', async () => {
    const { rows, total } = await list('/api/contacts/doNotContact');
    expect(names(rows)).toEqual([people.Bob!.fullName]);
    expect(total).toBe(1);
  });
});

describe('employees, from both sides', () => {
  it('shows a company’s employees in the order they were linked', async () => {
    const { json, headers } = await call(`/api/company/${acme._id}`);
    expect(headers.get('cache-control')).toBe('no-store');
    const company = json as CompanyWithEmployees;
    expect(company.employees).toEqual([
      {
        _id: people.Alice!._id,
        fullName: people.Alice!.fullName,
        email: '',
        telephone: '',
        jobTitle: 'Finance Director',
      },
      { _id: people.Bob!._id, fullName: people.Bob!.fullName, email: '', telephone: '', jobTitle: '' },
    ]);
    const top = await call(`/api/companies/find/topWithEmployees/Quayle/5`);
    const beta2 = (top.json as CompanyWithEmployees[]).find((c) => c._id === beta._id)!;
    expect(beta2.employees.map((e) => e._id)).toEqual([people.Bob!._id]);
  });

  it('links and unlinks by the additive routes, with history, and the company follows', async () => {
    const dan = people.Dan!;
    const linked = await call(`/api/contact/${dan._id}/companies/${acme._id}`, { method: 'POST' });
    expect(linked.status).toBe(200);
    expect(linked.text).toBe('Contact linked to company');
    const again = await call(`/api/contact/${dan._id}/companies/${acme._id}`, { method: 'POST' });
    expect(again.headers.get('etag')).toBe(linked.headers.get('etag'));
    let company = (await call(`/api/company/${acme._id}`)).json as CompanyWithEmployees;
    expect(company.employees.map((e) => e.fullName)).toEqual([
      people.Alice!.fullName,
      people.Bob!.fullName,
      dan.fullName,
    ]);

    const unlinked = await call(`/api/contact/${dan._id}/companies/${acme._id}`, { method: 'DELETE' });
    expect(unlinked.status).toBe(200);
    company = (await call(`/api/company/${acme._id}`)).json as CompanyWithEmployees;
    expect(company.employees.map((e) => e._id)).not.toContain(dan._id);

    const history = (await call(`/api/history/contact/${dan._id}`)).json as HistoryEntry[];
    expect(history.map((h) => h.type)).toEqual(['ContactRegistered', 'ContactJoinedCompany', 'ContactLeftCompany']);
    expect(history[1]!.data).toMatchObject({ companyId: acme._id, companyName: acme.companyName });
  });

  it('PUT with a companies list ends and appends links; summaries echoed back are accepted', async () => {
    const bob = (await call(`/api/contact/${people.Bob!._id}`)).json as Contact;
    expect(bob.companies.map((c) => c._id)).toEqual([beta._id, acme._id]);
    const put = await call(`/api/contact/${bob._id}`, {
      method: 'PUT',
      body: { ...bob, jobTitle: 'Partner', companies: [bob.companies[1]!] },
      headers: { 'if-match': `"${bob.version}"` },
    });
    expect(put.status, put.text).toBe(200);
    expect(put.text).toBe('Contact updated');
    const after = (await call(`/api/contact/${bob._id}`)).json as Contact;
    expect(after).toMatchObject({ jobTitle: 'Partner', companies: [{ _id: acme._id }] });
    const betaNow = (await call(`/api/company/${beta._id}`)).json as CompanyWithEmployees;
    expect(betaNow.employees).toEqual([]);
  });

  it('deleting a contact takes it out of every company’s employees', async () => {
    const temp = await createContact({ firstName: 'Temp', lastName: 'Quayle-Zed', companies: [acme._id, beta._id] });
    expect(((await call(`/api/company/${beta._id}`)).json as CompanyWithEmployees).employees.map((e) => e._id)).toEqual(
      [temp._id],
    );
    expect((await call(`/api/contact/${temp._id}`, { method: 'DELETE' })).text).toBe('Contact deleted');
    for (const company of [acme, beta]) {
      const { employees } = (await call(`/api/company/${company._id}`)).json as CompanyWithEmployees;
      expect(employees.map((e) => e._id)).not.toContain(temp._id);
    }
    expect((await call(`/api/contact/${temp._id}`)).status).toBe(404);
  });

  it('adds and removes referrals, shown on the ambassador', async () => {
    const dan = people.Dan!;
    expect((await call(`/api/contact/${dan._id}/referrals/${beta._id}`, { method: 'POST' })).status).toBe(200);
    expect(((await call(`/api/contact/${dan._id}`)).json as Contact).referrals.map((r) => r._id)).toEqual([beta._id]);
    expect((await call(`/api/contact/${dan._id}/referrals/${beta._id}`, { method: 'DELETE' })).status).toBe(200);
    expect(((await call(`/api/contact/${dan._id}`)).json as Contact).referrals).toEqual([]);
  });

  it('names transitions in the history of a form edit', async () => {
    const alice = (await call(`/api/contact/${people.Alice!._id}`)).json as Contact;
    await call(`/api/contact/${alice._id}`, { method: 'PUT', body: { doNotContact: true, city: 'Harrogate' } });
    const history = (await call(`/api/history/contact/${alice._id}`)).json as HistoryEntry[];
    expect(history.slice(-2).map((h) => h.type)).toEqual(['ContactUpdated', 'ContactMarkedDoNotContact']);
    expect(history.at(-2)!.data).toMatchObject({ changes: { city: { from: 'Leeds', to: 'Harrogate' } } });
  });
});
