import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type LoginResponse, type User } from '@dealbook/contracts';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Authentication is answered from memory for a few seconds (5 s here), so whatever ends or
 * narrows a sign-in must reach every instance at once: two instances share one database, the
 * change is made through the first, and the second must refuse the very token it just accepted —
 * far sooner than it would forget it by itself.
 */
let first: TestApp;
let second: TestApp;
let adminToken: string;

beforeAll(async () => {
  first = await startTestApp();
  second = await startTestApp({ shareDatabaseWith: first });
  adminToken = (await first.signIn('admin')).token;
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const asAdmin = (path: string, method: string, body?: unknown) =>
  fetch(`${first.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

let sequence = 0;
async function signedInUser(): Promise<{ user: User; token: string }> {
  sequence += 1;
  const email = `cached-${sequence}-${Date.now()}@test.dealbook.local`;
  const password = 'a long enough password';
  const created = await asAdmin('/api/user', 'POST', { email, firstName: 'Cached', role: Role.user, password });
  expect(created.status).toBe(201);
  const login = await fetch(`${first.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status).toBe(200);
  return { user: (await created.json()) as User, token: ((await login.json()) as LoginResponse).userToken };
}

/** GET /api/companies/count on the second instance with this token. */
const countOnSecond = (token: string) =>
  fetch(`${second.baseUrl}/api/companies/count`, { headers: { authorization: `Bearer ${token}` } }).then(
    (response) => response.status,
  );

/** The status the second instance settles on within 2 s (well inside the 5 s it may remember). */
async function settlesOn(token: string, expected: number): Promise<number> {
  const started = Date.now();
  let status = await countOnSecond(token);
  while (status !== expected && Date.now() - started < 2_000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    status = await countOnSecond(token);
  }
  return status;
}

describe('a sign-in remembered by another instance', () => {
  it('is refused there soon after the user is deactivated', async () => {
    const { user, token } = await signedInUser();
    expect(await countOnSecond(token)).toBe(200);
    expect((await asAdmin(`/api/user/${user._id}`, 'PUT', { isActive: false })).status).toBe(200);
    expect(await settlesOn(token, 401)).toBe(401);
  });

  it('loses staff access there soon after the user is demoted to client', async () => {
    const { user, token } = await signedInUser();
    expect(await countOnSecond(token)).toBe(200);
    expect((await asAdmin(`/api/user/${user._id}`, 'PUT', { role: Role.client })).status).toBe(200);
    expect(await settlesOn(token, 403)).toBe(403);
  });

  it('is refused there soon after it signs out on the first', async () => {
    const { token } = await signedInUser();
    expect(await countOnSecond(token)).toBe(200);
    const signOut = await fetch(`${first.baseUrl}/api/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signOut.status).toBe(204);
    expect(await settlesOn(token, 401)).toBe(401);
  });

  it('is refused at once on the instance that made the change', async () => {
    const { user, token } = await signedInUser();
    const onFirst = () =>
      fetch(`${first.baseUrl}/api/companies/count`, { headers: { authorization: `Bearer ${token}` } });
    expect((await onFirst()).status).toBe(200);
    expect((await asAdmin(`/api/user/${user._id}`, 'PUT', { isActive: false })).status).toBe(200);
    expect((await onFirst()).status).toBe(401);
  });
});
