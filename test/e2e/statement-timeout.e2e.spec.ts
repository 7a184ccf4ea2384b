import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
let token: string;
let blocker: pg.Client;

beforeAll(async () => {
  app = await startTestApp({ env: { DATABASE_STATEMENT_TIMEOUT_SECONDS: '1' } });
  token = (await app.signIn('user')).token;
  blocker = new pg.Client({ connectionString: app.databaseUrl });
  await blocker.connect();
});
afterAll(async () => {
  await blocker?.end();
  await app?.close();
});

const get = async (path: string) => {
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as { message: string } };
};

describe('a statement that runs past DATABASE_STATEMENT_TIMEOUT_SECONDS', () => {
  it('is ended by PostgreSQL and answered with a 503 that says so, and the connection serves the next request', async () => {
    await blocker.query('begin');
    await blocker.query('lock table contacts in access exclusive mode');
    try {
      const stuck = await get('/api/contacts?limit=5');
      expect(stuck.status).toBe(503);
      expect(stuck.body.message).toBe(
        'The database took too long to answer. Try again in a moment, or narrow what you asked for.',
      );
      // Other tables are served meanwhile.
      expect((await get('/api/tasks?limit=5')).status).toBe(200);
    } finally {
      await blocker.query('commit');
    }
    expect((await get('/api/contacts?limit=5')).status).toBe(200);
  });
});
