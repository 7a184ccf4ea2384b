import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@dealbook/contracts';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await startTestApp();
  token = (await app.signIn('client')).token;
});
afterAll(async () => {
  await app?.close();
});

const log = (body: unknown, bearer: string | null = token) =>
  fetch(`${app.baseUrl}/api/logs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });

describe('POST /api/logs', () => {
  it('accepts a log line from any signed-in user with 204, and refuses anonymous callers', async () => {
    const r = await log({ level: 5, message: 'TypeError: x is undefined', url: '/companies', stack: 'at f()' });
    expect(r.status).toBe(204);
    expect((await log({ level: 1, message: 'debug detail' })).status).toBe(204);
    expect((await log({ level: 5, message: 'x' }, null)).status).toBe(401);
  });

  it('answers 400 with a message for a bad level or an oversized message', async () => {
    const level = await log({ level: 9, message: 'x' });
    expect(level.status).toBe(400);
    expect(((await level.json()) as ErrorBody).message).toContain('level must be 1 to 5');
    const big = await log({ level: 5, message: 'x'.repeat(4001) });
    expect(((await big.json()) as ErrorBody).message).toContain('message must be at most 4000 characters');
  });

  it('rate-limits each user to protect the log: 429 after 30 lines a minute', async () => {
    const other = (await app.signIn('user')).token;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await log({ level: 1, message: `line ${i}` }, other)).status);
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
    const refused = await log({ level: 5, message: 'more' }, other);
    expect(((await refused.json()) as ErrorBody).message).toBe(
      'Too many log lines: at most 30 a minute. Try again shortly.',
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // Another user's budget is their own.
    expect((await log({ level: 5, message: 'still fine' })).status).toBe(204);
  });
});
