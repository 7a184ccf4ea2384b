import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoom, type Company } from '@dealbook/contracts';
import { collectChanges, connectSocket, subscribeRooms, waitUntil } from '../support/socket-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const token = 'scraper-token-0123456789';
let app: TestApp;

const scrape = async (authorization?: string) => {
  const response = await fetch(`${app.baseUrl}/metrics`, authorization ? { headers: { authorization } } : {});
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};

/** The value of one series in the text format, by its name and labels as written there. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : NaN;
}

beforeAll(async () => {
  app = await startTestApp({ env: { METRICS_TOKEN: token } });
});
afterAll(async () => {
  await app?.close();
});

describe('GET /metrics', () => {
  it('is off (404) where METRICS_TOKEN is not set', async () => {
    const plain = await startTestApp();
    try {
      const response = await fetch(`${plain.baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('METRICS_TOKEN');
    } finally {
      await plain.close();
    }
  });

  it('answers only the metrics token: none, a wrong one and any signed-in person’s are refused with 401', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape(`Bearer ${token}x`)).status).toBe(401);
    for (const role of ['admin', 'client', 'external'] as const) {
      const session = await app.signIn(role);
      const bearer = await scrape(`Bearer ${session.token}`);
      expect(bearer.status, role).toBe(401);
      expect(bearer.text, role).not.toContain('http_request_duration_seconds');
      const cookie = await fetch(`${app.baseUrl}/metrics`, { headers: { cookie: session.cookie } });
      expect(cookie.status, role).toBe(401);
    }
  });

  it('counts requests by route pattern and status, and commands by type and result', async () => {
    const created = await app.as('user').post<Company>('/api/company', { companyName: 'Measured Ltd' });
    expect(created.status).toBe(201);
    const path = `/api/company/${created.json._id}`;
    expect((await app.as('user').put(path, { companyName: '' })).status).toBe(400);
    const stale = await app.as('user').put(path, { companyName: 'Stale Ltd' }, { headers: { 'If-Match': '"7"' } });
    expect(stale.status).toBe(409);
    expect((await app.as('user').delete(path)).status).toBe(200);
    const gone = await app.as('user').call(`/api/company/${created.json._id}`, { method: 'GET' });
    expect(gone.status).toBe(404);

    const metrics = await scrape(`Bearer ${token}`);
    expect(metrics.status).toBe(200);
    expect(metrics.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const { text } = metrics;
    expect(
      valueOf(text, 'dealbook_http_request_duration_seconds_count{method="POST",route="/api/company",status="201"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      valueOf(text, 'dealbook_http_request_duration_seconds_count{method="PUT",route="/api/company/:id",status="409"}'),
    ).toBe(1);
    // The pattern, never the path: no series per record.
    expect(text).not.toContain(created.json._id);
    expect(
      valueOf(text, 'dealbook_commands_total{command="RegisterCompany",result="appended"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'dealbook_commands_total{command="UpdateCompany",result="conflict"}')).toBe(1);
    expect(valueOf(text, 'dealbook_commands_total{command="DeleteCompany",result="appended"}')).toBe(1);
    expect(valueOf(text, 'dealbook_command_duration_seconds_count{result="appended"}')).toBeGreaterThanOrEqual(2);
  });

  it('shows the sockets connected, the pushes sent, the pool and the projections', async () => {
    const user = await app.signIn('user');
    const socket = await connectSocket(app.baseUrl, { token: user.token });
    try {
      await subscribeRooms(socket, [listRoom('company')]);
      const changes = collectChanges(socket);
      const before = valueOf((await scrape(`Bearer ${token}`)).text, 'dealbook_socket_pushes_total{event="change"}');
      await app.as('user').post('/api/company', { companyName: 'Pushed Ltd' });
      await waitUntil(() => changes.length > 0, 'The push of the new company');
      const { text } = await scrape(`Bearer ${token}`);
      expect(valueOf(text, 'dealbook_socket_connections')).toBe(1);
      expect(valueOf(text, 'dealbook_socket_pushes_total{event="change"}')).toBeGreaterThan(before || 0);
      expect(valueOf(text, 'dealbook_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(valueOf(text, 'dealbook_db_pool_connections{state="waiting"}')).toBe(0);
      expect(valueOf(text, 'dealbook_projection_lag_events{projection="companies",mode="inline"}')).toBe(0);
      expect(text).toContain('dealbook_process_resident_memory_bytes');
    } finally {
      socket.disconnect();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(valueOf((await scrape(`Bearer ${token}`)).text, 'dealbook_socket_connections')).toBe(0);
  });

  it('counts the rows exports write', async () => {
    for (let i = 0; i < 3; i++) await app.as('user').post('/api/company', { companyName: `Exported ${i} Ltd` });
    const companies = Number((await app.as('user').get('/api/companies/count')).text);
    expect(companies).toBeGreaterThanOrEqual(3);
    const before = valueOf((await scrape(`Bearer ${token}`)).text, 'dealbook_export_rows_total') || 0;
    const user = await app.signIn('user');
    const exported = await fetch(`${app.baseUrl}/api/companies/export?sort=companyName`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(exported.status, await exported.clone().text()).toBe(200);
    await exported.arrayBuffer();
    expect(valueOf((await scrape(`Bearer ${token}`)).text, 'dealbook_export_rows_total')).toBe(before + companies);
  });
});
