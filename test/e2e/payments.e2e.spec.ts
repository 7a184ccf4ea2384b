import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentStatus, type ErrorBody, type HistoryEntry, type Payment } from '@dealbook/contracts';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
let token: string;
let companyId: string;
/** Real projects: links to projects that do not exist are refused. */
let projectId: string;
let otherProjectId: string;
const missingId = '0193a000-0000-7000-8000-00000000dead';

async function call<T = ErrorBody>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('application/json') ? (JSON.parse(text) as T) : undefined;
  return { status: response.status, json: json as T, text, headers: response.headers };
}

const schedule = async (body: Record<string, unknown>) => {
  const created = await call<Payment>('/api/payment', { method: 'POST', body });
  expect(created.status, created.text).toBe(201);
  return created.json;
};
const paymentCount = async () => (await call<number>('/api/payments/count')).json;

beforeAll(async () => {
  app = await startTestApp();
  token = (await app.signIn('user')).token;
  companyId = (await call<{ _id: string }>('/api/company', { method: 'POST', body: { companyName: 'Payer Ltd' } })).json
    ._id;
  const project = async (projectName: string) =>
    (await call<{ _id: string }>('/api/project', { method: 'POST', body: { projectName, client: companyId } })).json
      ._id;
  projectId = await project('Paid Project');
  otherProjectId = await project('Other Paid Project');
});
afterAll(async () => {
  await app?.close();
});

describe('payments', () => {
  it('schedules a payment with the defaults (NotYetDue, unpaid, 20% VAT, 0) and net/VAT worked out', async () => {
    const created = await call<Payment>('/api/payment', { method: 'POST', body: { companies: [companyId] } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      status: PaymentStatus.NotYetDue,
      paid: false,
      vatRate: 20,
      amountIncVAT: 0,
      amountExVAT: 0,
      vatAmount: 0,
      projects: [],
      companies: [companyId],
    });
    const priced = await schedule({ amountIncVAT: 1200, projects: [projectId], companies: [companyId] });
    expect(priced).toMatchObject({ amountExVAT: 1000, vatAmount: 200, projects: [projectId], companies: [companyId] });
    expect((await call<Payment>(`/api/payment/${priced._id}`)).json).toEqual(priced);
  });

  it('refuses an empty body (no amount, no project or company) naming the fields, scheduling nothing', async () => {
    const before = await paymentCount();
    for (const body of [{}, { amountIncVAT: 0, description: 'Nothing' }]) {
      const response = await call('/api/payment', { method: 'POST', body });
      expect(response.status).toBe(400);
      expect(response.json.message).toContain('amountIncVAT');
      expect(response.json.message).toContain('projects, companies');
    }
    expect(await paymentCount()).toBe(before);
  });

  it('marks a payment paid (status and paid agree), with history naming the transition', async () => {
    const payment = await schedule({ description: 'Retainer', amountIncVAT: 600 });
    const put = await call(`/api/payment/${payment._id}`, {
      method: 'PUT',
      body: { paid: true },
      headers: { 'if-match': `"${payment.version}"` },
    });
    expect(put.status, put.text).toBe(200);
    expect(put.text).toBe('Payment updated');
    expect((await call<Payment>(`/api/payment/${payment._id}`)).json).toMatchObject({
      status: PaymentStatus.Paid,
      paid: true,
    });
    await call(`/api/payment/${payment._id}`, { method: 'PUT', body: { status: PaymentStatus.Overdue } });
    expect((await call<Payment>(`/api/payment/${payment._id}`)).json).toMatchObject({
      status: PaymentStatus.Overdue,
      paid: false,
    });
    const history = (await call<HistoryEntry[]>(`/api/history/payment/${payment._id}`)).json;
    expect(history.map((entry) => entry.type)).toEqual([
      'PaymentScheduled',
      'PaymentMarkedPaid',
      'PaymentStatusChanged',
    ]);
    const stale = await call(`/api/payment/${payment._id}`, {
      method: 'PUT',
      body: { amountIncVAT: 1 },
      headers: { 'if-match': `"${payment.version}"` },
    });
    expect(stale.status).toBe(409);
  });

  it('searches by project, status list and paid; pages; lists by ids; counts', async () => {
    const project = otherProjectId;
    const a = await schedule({ projects: [project], amountIncVAT: 10 });
    const b = await schedule({ projects: [project], amountIncVAT: 20, status: PaymentStatus.Due });
    const c = await schedule({ projects: [project], amountIncVAT: 30, paid: true });
    const search = await call<Payment[]>(`/api/payments/search?projects=${project}`);
    expect(search.json.map((p) => p._id)).toEqual([c._id, b._id, a._id]);
    expect(search.headers.get('x-total-count')).toBe('3');
    const due = await call<Payment[]>(
      `/api/payments/search?projects=${project}&status=${PaymentStatus.Due}&status=${PaymentStatus.Paid}`,
    );
    expect(due.json).toHaveLength(2);
    expect((await call<number>(`/api/payments/count?projects=${project}&paid=false`)).json).toBe(2);
    const paged = await call<Payment[]>(`/api/payments/search?projects=${project}&sort=amountIncVAT&limit=1&offset=1`);
    expect(paged.json.map((p) => p._id)).toEqual([b._id]);
    const byIds = await call<Payment[]>(`/api/payments/listByIds/${[b._id, a._id].join(',')}`);
    expect(byIds.json.map((p) => p._id)).toEqual([b._id, a._id]);
    expect(Number((await call<Payment[]>('/api/payments?limit=1')).headers.get('x-total-count'))).toBeGreaterThan(3);
  });

  it('deletes with a text answer', async () => {
    const payment = await schedule({ amountIncVAT: 10 });
    const removed = await call(`/api/payment/${payment._id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(removed.text).toBe('Payment deleted');
    expect((await call(`/api/payment/${payment._id}`)).status).toBe(404);
  });

  it.each([
    ['a negative amount', { amountIncVAT: -5 }, 'amountIncVAT'],
    ['sub-penny amount', { amountIncVAT: 10.005 }, 'amountIncVAT'],
    ['status outside PaymentStatus', { status: 5 }, 'status'],
    ['the spec’s text status', { status: 'Outstanding' }, 'status'],
    ['paid against status', { paid: true, status: PaymentStatus.Due }, 'paid'],
    ['VAT over 100%', { vatRate: 120 }, 'vatRate'],
    ['unknown field', { currency: 'GBP' }, 'body'],
    ['unknown company', { companies: [missingId] }, 'companies'],
    ['contact link (payments link projects and companies)', { contacts: [missingId] }, 'body'],
  ])('refuses %s (400) and schedules nothing', async (_name, body, field) => {
    const before = await paymentCount();
    const response = await call('/api/payment', { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.json.details ?? {})).toContain(field);
    expect(await paymentCount()).toBe(before);
  });

  it.each([
    ['GET', '/api/payment/1', 400],
    ['GET', `/api/payment/${missingId}`, 404],
    ['PUT', `/api/payment/${missingId}`, 404],
    ['GET', '/api/payments/listByIds/x', 400],
    ['GET', '/api/payments/search?status=Paid', 400],
    ['GET', '/api/payments?sort=-nothing', 400],
  ])('%s %s answers %i', async (method, path, status) => {
    const response = await call(path, { method, body: method === 'PUT' ? { amountIncVAT: 1 } : undefined });
    expect(response.status).toBe(status);
  });
});
