import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company, HistoryEntry } from '@dealbook/contracts';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * A write that names no version (no If-Match) never claimed one, so it must not lose a race it
 * could not see (README, "Concurrent edits"; issue 39): twenty people changing one company's
 * telephone at once all succeed, in some order, and the history keeps every change. Two
 * instances share the database, as behind the proxy, so writers race across processes too.
 */
let first: TestApp;
let second: TestApp;
let token: string;

beforeAll(async () => {
  first = await startTestApp();
  second = await startTestApp({ shareDatabaseWith: first });
  token = (await first.signIn('user')).token;
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const send = (app: TestApp, method: string, path: string, body?: unknown) =>
  fetch(`${app.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function newCompany(name: string): Promise<Company> {
  const created = await send(first, 'POST', '/api/company', { companyName: `${name} ${Date.now()}` });
  expect(created.status).toBe(201);
  return (await created.json()) as Company;
}

/** Every telephone change the company's history holds, oldest first. */
async function telephonesRecorded(companyId: string): Promise<string[]> {
  const history = (await (await send(first, 'GET', `/api/history/company/${companyId}`)).json()) as HistoryEntry[];
  return history
    .filter((entry) => entry.type === 'CompanyUpdated')
    .map((entry) => (entry.data as { changes: { telephone?: { to: string } } }).changes.telephone?.to ?? '');
}

describe('concurrent writes without If-Match (issue 39)', () => {
  it('lands all twenty blind PUTs on one company at one instance, each answered 200 and kept in the history', async () => {
    const company = await newCompany('Blind Writes Ltd');
    const telephones = Array.from({ length: 20 }, (_, index) => `0113 496 ${String(1000 + index)}`);
    const answers = await Promise.all(
      telephones.map((telephone) => send(first, 'PUT', `/api/company/${company._id}`, { telephone })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(telephones.map(() => 200));
    const recorded = await telephonesRecorded(company._id);
    expect([...recorded].sort()).toEqual(telephones);
    const read = (await (await send(first, 'GET', `/api/company/${company._id}`)).json()) as Company;
    expect(read.telephone).toBe(recorded.at(-1));
  });

  it('lands twenty blind PUTs split between two instances racing for the same stream', async () => {
    const company = await newCompany('Two Instance Writes Ltd');
    const telephones = Array.from({ length: 20 }, (_, index) => `0113 497 ${String(1000 + index)}`);
    const answers = await Promise.all(
      telephones.map((telephone, index) =>
        send(index % 2 === 0 ? first : second, 'PUT', `/api/company/${company._id}`, { telephone }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(telephones.map(() => 200));
    expect([...(await telephonesRecorded(company._id))].sort()).toEqual(telephones);
  });

  it('still answers 409 to a write that named a version someone else moved past', async () => {
    const company = await newCompany('Claimed Version Ltd');
    const etag = (await send(first, 'GET', `/api/company/${company._id}`)).headers.get('etag')!;
    const claimed = (telephone: string) =>
      fetch(`${first.baseUrl}/api/company/${company._id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'if-match': etag },
        body: JSON.stringify({ telephone }),
      });
    const answers = await Promise.all([claimed('0113 498 0001'), claimed('0113 498 0002')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await telephonesRecorded(company._id)).toHaveLength(1);
  });
});
