import pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  companyFieldsSchema,
  CompanyEventSchemaVersions,
  type CompanyEvent,
  type ErrorBody,
  type HealthReport,
  type HistoryEntry,
  type User,
} from '@dealbook/contracts';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
let staffToken: string;

beforeAll(async () => {
  app = await startTestApp();
  staffToken = (await app.signIn('user')).token;
});
afterAll(async () => {
  await app?.close();
});

/** GET as the staff user, as another token's holder, or anonymously (null). */
async function get(path: string, token: string | null = staffToken) {
  const response = await fetch(`${app.baseUrl}${path}`, {
    headers: token !== null ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function append(companyId: string, event: CompanyEvent, expectedVersion: number, actorId: string | null) {
  await app.dealbook.persistence.store.append(
    `company-${companyId}`,
    [
      {
        eventId: uuidv7(),
        type: event.type,
        data: event.data,
        schemaVersion: CompanyEventSchemaVersions[event.type],
        metadata: { actorId, correlationId: uuidv7(), causationId: null },
      },
    ],
    { expectedVersion },
  );
}

describe('GET /api/history/:type/:id', () => {
  it("lists a record's domain events in order, with who did each", async () => {
    const companyId = uuidv7();
    const fields = companyFieldsSchema.parse({ companyName: 'Ledgerline Ltd' });
    const before = Date.now();
    await append(companyId, { type: 'CompanyRegistered', data: { companyId, fields } }, 0, null);
    await append(
      companyId,
      { type: 'CompanyUpdated', data: { companyId, changes: { telephone: { from: '', to: '0113 496 0000' } } } },
      1,
      app.users.manager._id,
    );

    const { status, body } = await get(`/api/history/company/${companyId}`);
    expect(status).toBe(200);
    const entries = body as HistoryEntry[];
    expect(entries.map((e) => [e.type, e.version])).toEqual([
      ['CompanyRegistered', 1],
      ['CompanyUpdated', 2],
    ]);
    expect(entries[0]!.actor).toBeNull();
    expect(entries[0]!.data).toEqual({ companyId, fields });
    expect(entries[1]!.actor).toEqual({ _id: app.users.manager._id, fullName: 'Manager Tester' });
    expect(entries[1]!.data).toEqual({ companyId, changes: { telephone: { from: '', to: '0113 496 0000' } } });
    for (const entry of entries) {
      expect(new Date(entry.recordedAt).toISOString()).toBe(entry.recordedAt);
      expect(new Date(entry.recordedAt).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    }
  });

  it('answers 404 for a record with no history and 400 for a malformed type or id', async () => {
    const missing = await get(`/api/history/company/${uuidv7()}`);
    expect(missing.status).toBe(404);
    expect((missing.body as ErrorBody).message).toMatch(/No history for company/);

    const badId = await get('/api/history/company/42');
    expect(badId.status).toBe(400);
    expect((badId.body as ErrorBody).message).toBe('id must be a UUID');

    const badType = await get(`/api/history/Company_1/${uuidv7()}`);
    expect(badType.status).toBe(400);
    expect((badType.body as ErrorBody).details).toHaveProperty('type');
  });

  it('is for staff only', async () => {
    const path = `/api/history/company/${uuidv7()}`;
    expect((await get(path, null)).status).toBe(401);
    expect((await get(path, (await app.signIn('client')).token)).status).toBe(403);
  });
});

describe("a user's viewing history", () => {
  const view = (token: string, userId: string) =>
    fetch(`${app.baseUrl}/api/user/${userId}/recently-viewed`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ objectId: uuidv7(), name: 'Private Target Ltd', type: 'Company' }),
    });
  const types = (body: unknown) => (body as HistoryEntry[]).map((entry) => entry.type);

  it('shows RecordViewed events only to the user and admins; other staff see the rest', async () => {
    const viewer = app.users.user._id;
    expect((await view(staffToken, viewer)).status).toBe(200);
    const path = `/api/history/user/${viewer}`;

    expect(types((await get(path, staffToken)).body)).toContain('RecordViewed');
    expect(types((await get(path, (await app.signIn('admin')).token)).body)).toContain('RecordViewed');
    const manager = await get(path, (await app.signIn('manager')).token);
    expect(manager.status).toBe(200);
    expect(types(manager.body)).not.toContain('RecordViewed');
    expect(types(manager.body)).toContain('UserRegistered');
  });

  it("leaves another staff member's recently viewed list out of their user record", async () => {
    const viewer = app.users.user._id;
    expect((await view(staffToken, viewer)).status).toBe(200);
    const read = async (token: string) =>
      ((await get(`/api/user/${viewer}`, token)).body as User).userSettings.recentlyViewedItems.length;
    expect(await read(staffToken)).toBeGreaterThan(0);
    expect(await read((await app.signIn('admin')).token)).toBeGreaterThan(0);
    expect(await read((await app.signIn('manager')).token)).toBe(0);
  });
});

describe('GET /api/health', () => {
  it('tells an anonymous caller only whether the instance is up', async () => {
    const { status, body } = await get('/api/health', null);
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok' });
  });

  it('keeps the details for staff: 401 anonymous, 403 for clients and external users', async () => {
    expect((await get('/api/health/details', null)).status).toBe(401);
    expect((await get('/api/health/details', (await app.signIn('client')).token)).status).toBe(403);
    expect((await get('/api/health/details', (await app.signIn('external')).token)).status).toBe(403);
  });

  it('reports the database, the event store head and the projections to staff', async () => {
    const headBefore = ((await get('/api/health/details')).body as HealthReport).eventStore.head;
    const companyId = uuidv7();
    await append(
      companyId,
      {
        type: 'CompanyRegistered',
        data: { companyId, fields: companyFieldsSchema.parse({ companyName: 'Pulse plc' }) },
      },
      0,
      null,
    );
    const { status, body } = await get('/api/health/details');
    expect(status).toBe(200);
    const report = body as HealthReport;
    expect(report.status).toBe('ok');
    expect(report.database.kind).toBe('server');
    expect(report.database.version).toMatch(/^PostgreSQL \d+(\.\d+)*$/);
    expect(report.eventStore.kind).toBe('postgres');
    expect(report.eventStore.head).toMatch(/^\d+\/\d+$/);
    expect(report.eventStore.head).not.toBe(headBefore);
    expect(report.projections).toEqual(
      expect.arrayContaining([
        { name: 'companies', mode: 'inline', lag: 0 },
        { name: 'users', mode: 'inline', lag: 0 },
      ]),
    );
  });
});

describe('GET /api/health when the database is gone', () => {
  it('answers 503 with status degraded', async () => {
    const doomed = await startTestApp();
    try {
      const name = new URL(doomed.databaseUrl).pathname.slice(1);
      const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
      await admin.connect();
      // The database stops taking connections and drops the open ones, as in an outage.
      await admin.query(`alter database "${name}" with allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await admin.end();

      // Only the bare answer can be asked for now: no session can be checked without the database.
      const response = await fetch(`${doomed.baseUrl}/api/health`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'degraded' });
    } finally {
      await doomed.close().catch(() => undefined);
    }
  });
});
