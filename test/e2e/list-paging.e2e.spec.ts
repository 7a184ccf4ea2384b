import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Company, Contact } from '@dealbook/contracts';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Lists over HTTP: the total and how it was found, and keyset paging with `after`. */
let app: TestApp;
let token: string;

async function get(path: string) {
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: response.status,
    json: (await response.json()) as unknown,
    total: Number(response.headers.get('x-total-count')),
    kind: response.headers.get('x-total-count-kind'),
    next: response.headers.get('x-next-cursor'),
  };
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as T;
}

/** Every row of a list by following X-Next-Cursor, three at a time. */
async function walk(path: string): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const joiner = path.includes('?') ? '&' : '?';
    const page = await get(`${path}${joiner}limit=3${after ? `&after=${after}` : ''}`);
    expect(page.status, JSON.stringify(page.json)).toBe(200);
    ids.push(...(page.json as { _id: string }[]).map((row) => row._id));
    after = page.next;
    pages++;
  } while (after && pages < 50);
  return { ids, pages };
}

const idsOf = (json: unknown) => (json as { _id: string }[]).map((row) => row._id);

beforeAll(async () => {
  app = await startTestApp();
  token = (await app.signIn('user')).token;
  // Ties on last name, on first name and on both; e-mail and city left empty on some.
  const people = [
    ['Ann', 'Kerr'],
    ['Ann', 'Kerr'],
    ['Bea', 'Kerr'],
    ['ann', 'Lowe'],
    ['Cal', 'lowe'],
    ['Bea', 'Moss'],
    ['Dee', 'Moss'],
    ['Dee', 'Moss'],
    ['Eve', 'Nash'],
    ['Fay', 'Kerr'],
  ];
  for (const [i, [firstName, lastName]] of people.entries()) {
    await post<Contact>('/api/contact', {
      firstName,
      lastName,
      ...(i % 3 === 0 ? {} : { email: `p${i % 4}@example.com`, city: i % 2 ? 'Leeds' : 'York' }),
    });
  }
  for (const [i, companyName] of ['Zeta', 'alpha', 'Alpha', 'Beta', 'gamma', 'Delta', 'beta'].entries()) {
    await post<Company>('/api/company', { companyName, ...(i % 3 === 0 ? {} : { revenue: (i % 2) * 100 }) });
  }
});

afterAll(async () => {
  await app?.close();
});

describe('keyset paging with after', () => {
  const contactSorts = [
    '',
    'lastName',
    '-lastName',
    'firstName',
    '-firstName',
    'email',
    'city',
    '-createdAt',
    'reference',
  ];
  it.each(contactSorts)('walks /api/contacts sort=%s: every row once, in the order of one long page', async (sort) => {
    const path = `/api/contacts${sort ? `?sort=${sort}` : ''}`;
    const whole = await get(`${path}${sort ? '&' : '?'}limit=500`);
    expect(whole.next).toBeNull();
    const { ids, pages } = await walk(path);
    expect(ids).toEqual(idsOf(whole.json));
    expect(ids).toHaveLength(10);
    expect(pages).toBe(4);
  });

  it.each(['', 'companyName', '-companyName', 'revenue', '-revenue'])(
    'walks /api/companies/search sort=%s, nulls and ties included',
    async (sort) => {
      const path = `/api/companies/search${sort ? `?sort=${sort}` : ''}`;
      const whole = await get(`${path}${sort ? '&' : '?'}limit=500`);
      const { ids } = await walk(path);
      expect(ids).toEqual(idsOf(whole.json));
      expect(ids).toHaveLength(7);
    },
  );

  it('pages a filtered search by cursor within the filter', async () => {
    const whole = await get('/api/contacts/search?lastName=KER&limit=500');
    expect(whole.total).toBe(4);
    const { ids } = await walk('/api/contacts/search?lastName=KER&sort=firstName');
    expect(new Set(ids)).toEqual(new Set(idsOf(whole.json)));
  });

  it('links the next page as RFC 8288 asks, beside the cursor: following Link alone walks the list once', async () => {
    const path = '/api/contacts/search?lastName=KER&sort=firstName&limit=3&offset=0';
    const whole = await get('/api/contacts/search?lastName=KER&sort=firstName&limit=500');
    const ids: string[] = [];
    let url: string | null = path;
    let pages = 0;
    while (url !== null && pages < 10) {
      const response: Response = await fetch(new URL(url, app.baseUrl), {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status, url).toBe(200);
      ids.push(...idsOf(await response.json()));
      const cursor = response.headers.get('x-next-cursor');
      const link = response.headers.get('link');
      expect(response.headers.get('access-control-expose-headers')).toContain('Link');
      if (cursor === null) {
        expect(link).toBeNull();
        url = null;
      } else {
        // The request's own parameters, in order, with after set and the offset it replaces gone.
        const target = `/api/contacts/search?lastName=KER&sort=firstName&limit=3&after=${cursor}`;
        expect(link).toBe(`<${target}>; rel="next"`);
        url = /^<([^>]+)>; rel="next"$/.exec(link ?? '')![1]!;
      }
      pages++;
    }
    expect(ids).toEqual(idsOf(whole.json));
    expect(pages).toBe(2);
  });

  it('refuses a cursor that is malformed, of another sort, or combined with an offset, naming after', async () => {
    const first = await get('/api/contacts?limit=3&sort=lastName');
    const forged = Buffer.from(JSON.stringify({ s: 'createdAt', k: ['not a time'], id: crypto.randomUUID() }));
    for (const query of [
      'after=%25%25%25',
      `after=${Buffer.from('[1,2]').toString('base64url')}`,
      `sort=firstName&after=${first.next}`,
      `sort=lastName&offset=3&after=${first.next}`,
      `sort=createdAt&after=${forged.toString('base64url')}`,
    ]) {
      const answer = await get(`/api/contacts?${query}`);
      expect(answer.status, query).toBe(400);
      expect((answer.json as { details: Record<string, string> }).details, query).toHaveProperty('after');
    }
  });
});

describe('the total and its kind', () => {
  it('counts a small list exactly', async () => {
    const page = await get('/api/contacts?limit=2&offset=2');
    expect(page).toMatchObject({ total: 10, kind: 'exact' });
  });

  it('estimates a list past the count cap and says "at least" when the estimate falls short', async () => {
    const client = new pg.Client({ connectionString: app.databaseUrl });
    await client.connect();
    try {
      // Past the cap of 10 000 without 10 000 commands: rows written straight into the read model,
      // each a copy of a contact the projection wrote, so the API answers them as contacts.
      const template = await post<Contact>('/api/contact', { firstName: 'Bulk', lastName: 'Row', jobTitle: 'Tester' });
      await client.query(
        `insert into contacts (id, version, doc, created_at, updated_at)
         select gen_random_uuid(), 1,
                doc || jsonb_build_object('lastName', 'Row ' || i, 'fullName', 'Bulk Row ' || i, 'reference', 'BLK-' || i),
                now(), now()
         from contacts, generate_series(1, 10050) as i
         where id = $1`,
        [template._id],
      );
      await client.query('analyze contacts');
    } finally {
      await client.end();
    }
    const all = await get('/api/contacts?limit=5');
    expect(all.kind).toBe('estimate');
    expect(all.total).toBeGreaterThan(10_000);
    // The planner has no statistics for a field inside the document and guesses a few rows.
    const testers = await get('/api/contacts/search?jobTitle=tester&limit=5');
    expect(testers).toMatchObject({ total: 10_001, kind: 'at-least' });
    const few = await get('/api/contacts/search?lastName=kerr');
    expect(few).toMatchObject({ total: 4, kind: 'exact' });
  });
});
