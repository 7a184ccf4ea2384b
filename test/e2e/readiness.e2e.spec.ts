import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Readiness } from '@dealbook/contracts';
import { ChangeFanout } from '../../api/src/platform/realtime/change-fanout.service.js';
import { startServerProcess } from '../support/server-process.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;

const readiness = async (baseUrl: string) => {
  const response = await fetch(`${baseUrl}/api/health/ready`);
  return {
    status: response.status,
    body: (await response.json()) as Readiness,
    cache: response.headers.get('cache-control'),
  };
};

beforeAll(async () => {
  app = await startTestApp({ env: { READY_FEED_LAG_SECONDS: '1' } });
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/health/ready', () => {
  it('is ready, to anyone and uncached, while the database answers and the change feed keeps up with writes', async () => {
    for (let i = 0; i < 5; i++) await app.as('user').post('/api/company', { companyName: `Busy ${i} Ltd` });
    expect(await readiness(app.baseUrl)).toEqual({
      status: 200,
      body: { status: 'ready', reasons: [] },
      cache: 'no-store',
    });
  });

  it('tells a client or an external caller no more than anyone: their session changes nothing in the answer', async () => {
    const anyone = await readiness(app.baseUrl);
    for (const role of ['client', 'external'] as const) {
      const session = await app.signIn(role);
      const ways: Record<string, string>[] = [{ authorization: `Bearer ${session.token}` }, { cookie: session.cookie }];
      for (const headers of ways) {
        const response = await fetch(`${app.baseUrl}/api/health/ready`, { headers });
        expect(response.status, role).toBe(anyone.status);
        expect(await response.json(), role).toEqual(anyone.body);
      }
    }
  });

  it('turns not ready when the change feed is stuck behind the log, and says so', async () => {
    // The feed stops (as when its subscription dies) while writes go on.
    await app.app.get(ChangeFanout).onModuleDestroy();
    await app.as('user').post('/api/company', { companyName: 'Unpushed Ltd' });
    expect((await readiness(app.baseUrl)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await readiness(app.baseUrl)).toMatchObject({
      status: 503,
      body: { status: 'not-ready', reasons: ['change feed'] },
    });
    // Liveness is another question: the process and its database are fine.
    expect((await fetch(`${app.baseUrl}/api/health`)).status).toBe(200);
  });
});

describe('SIGTERM with SHUTDOWN_DRAIN_SECONDS', () => {
  it('answers not ready (draining) at once, keeps serving through the drain, then stops cleanly', async () => {
    const server = await startServerProcess('draining', { SHUTDOWN_DRAIN_SECONDS: '2' });
    try {
      expect((await readiness(server.baseUrl)).status).toBe(200);
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await readiness(server.baseUrl)).toMatchObject({
        status: 503,
        body: { status: 'not-ready', reasons: ['draining'] },
      });
      expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
      expect(await server.exited).toBe(0);
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(2_000);
    } finally {
      await server.close();
    }
  });
});
