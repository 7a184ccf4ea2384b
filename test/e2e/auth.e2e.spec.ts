import { SignJWT } from 'jose';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, SessionCookie, XsrfCookie, XsrfHeader, type ErrorBody, type LoginResponse } from '@dealbook/contracts';
import { CredentialsService } from '../../api/src/platform/auth/credentials.service.js';
import { UsersService } from '../../api/src/platform/accounts/users.service.js';
import { setCookies, startTestApp, testEmail, testPassword, type TestApp } from '../support/test-app.js';
import { queryOnce } from '../support/sql.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A route any staff member may read: the history of a record that does not exist answers 404. */
const staffGet = () => `/api/history/company/${uuidv7()}`;

const sql = <T>(text: string, values: unknown[] = []) => queryOnce<T>(app.databaseUrl, text, values);

describe('POST /api/login', () => {
  it('answers the token and the user and sets an HttpOnly session cookie and a readable XSRF cookie', async () => {
    const response = await post('/api/login', { email: '  Manager@Test.Dealbook.Local ', password: testPassword });
    expect(response.status).toBe(200);
    const body = (await response.json()) as LoginResponse;
    expect(body.user).toEqual({
      _id: app.users.manager._id,
      email: testEmail('manager'),
      firstName: 'Manager',
      lastName: 'Tester',
      fullName: 'Manager Tester',
      role: Role.manager,
    });
    expect(body.userToken.split('.')).toHaveLength(3);

    const raw = response.headers.getSetCookie();
    const session = raw.find((c) => c.startsWith(`${SessionCookie}=`))!;
    const xsrf = raw.find((c) => c.startsWith(`${XsrfCookie}=`))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i);
    expect(xsrf).not.toMatch(/HttpOnly/i);
    expect(setCookies(response)[SessionCookie]).toBe(body.userToken);
  });

  it('refuses a wrong password and an unknown e-mail with the same 401 message', async () => {
    for (const credentials of [
      { email: testEmail('user'), password: 'wrong password' },
      { email: 'nobody@test.dealbook.local', password: testPassword },
    ]) {
      const response = await post('/api/login', credentials);
      expect(response.status).toBe(401);
      const body = (await response.json()) as ErrorBody;
      expect(body).toMatchObject({ statusCode: 401, error: 'Unauthorized', message: 'Invalid e-mail or password' });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('answers 400 with per-field details for a bad body', async () => {
    const response = await post('/api/login', { email: 'not an address' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error).toBe('Bad Request');
    expect(body.details).toHaveProperty('email');
    expect(body.details).toHaveProperty('password');
    expect(body.message).toContain('email must be an e-mail address');

    const extra = await post('/api/login', { email: testEmail('user'), password: testPassword, role: 5 });
    expect(extra.status).toBe(400);
  });

  it('answers 400 "Malformed JSON body" for JSON that does not parse, and 413 past 1 MB', async () => {
    const malformed = await post('/api/login', '{"email": ');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as ErrorBody).message).toBe('Malformed JSON body');

    const huge = await post('/api/login', { email: testEmail('user'), password: 'x'.repeat(1_100_000) });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as ErrorBody).statusCode).toBe(413);
  });
});

describe('sessions', () => {
  it('accepts the session cookie on reads without an XSRF header', async () => {
    const { cookie } = await app.signIn('user');
    const response = await fetch(`${app.baseUrl}${staffGet()}`, { headers: { cookie } });
    expect(response.status).toBe(404);
  });

  it('refuses cookie-authenticated writes without the matching X-XSRF-TOKEN', async () => {
    const { cookie, xsrf } = await app.signIn('user');
    for (const headers of [{ cookie }, { cookie, [XsrfHeader]: 'forged' }] as Record<string, string>[]) {
      const response = await post('/api/login/token', {}, headers);
      expect(response.status).toBe(403);
      expect(((await response.json()) as ErrorBody).message).toBe('Missing or invalid XSRF token');
    }
    // Another session's XSRF token does not fit this session.
    const other = await app.signIn('manager');
    const mixed = await post('/api/login/token', {}, { cookie, [XsrfHeader]: other.xsrf });
    expect(mixed.status).toBe(403);

    const ok = await post('/api/login/token', {}, { cookie, [XsrfHeader]: xsrf });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as LoginResponse;
    expect(body.user._id).toBe(app.users.user._id);
    expect(setCookies(ok)[SessionCookie]).toBe(body.userToken);
  });

  it('accepts a bearer token without XSRF (API clients), and the refreshed token works', async () => {
    const { token } = await app.signIn('external');
    const refreshed = await post('/api/login/token', {}, { authorization: `Bearer ${token}` });
    expect(refreshed.status).toBe(200);
    const body = (await refreshed.json()) as LoginResponse;
    expect(body.user.role).toBe(Role.external);
    expect(refreshed.headers.getSetCookie()).toEqual([]);
    const again = await post('/api/login/token', {}, { authorization: `Bearer ${body.userToken}` });
    expect(again.status).toBe(200);
  });

  it('answers 401 to anonymous calls and to tampered or expired tokens', async () => {
    expect((await fetch(`${app.baseUrl}${staffGet()}`)).status).toBe(401);
    expect((await post('/api/login/token', {})).status).toBe(401);

    const { token } = await app.signIn('admin');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const elevated = Buffer.from(JSON.stringify({ ...claims, sub: app.users.superadmin._id })).toString('base64url');
    const tampered = await fetch(`${app.baseUrl}${staffGet()}`, {
      headers: { authorization: `Bearer ${header}.${elevated}.${signature}` },
    });
    expect(tampered.status).toBe(401);

    const [secret] = await sql<{ value: string }>("select value from app_secrets where name = 'session-signing-key'");
    const expired = await new SignJWT({ role: Role.admin })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('dealbook')
      .setSubject(app.users.admin._id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(Buffer.from(secret!.value, 'base64url'));
    const response = await fetch(`${app.baseUrl}${staffGet()}`, { headers: { authorization: `Bearer ${expired}` } });
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorBody).message).toMatch(/sign in/i);
  });

  it('answers 403 when the role does not pass the route check', async () => {
    for (const role of ['client', 'external'] as const) {
      const { token } = await app.signIn(role);
      const response = await fetch(`${app.baseUrl}${staffGet()}`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(403);
      expect(((await response.json()) as ErrorBody).message).toBe('Your role does not give access to this');
    }
  });

  it('takes the role from the users read model, so a removed user loses access at once', async () => {
    const registered = await app.app
      .get(UsersService)
      .register({ email: 'leaver@test.dealbook.local', firstName: 'Leaver', role: Role.user }, null);
    await app.app.get(CredentialsService).setPassword(registered._id, testPassword);
    const login = await post('/api/login', { email: 'leaver@test.dealbook.local', password: testPassword });
    const { userToken } = (await login.json()) as LoginResponse;
    const auth = { authorization: `Bearer ${userToken}` };
    expect((await fetch(`${app.baseUrl}${staffGet()}`, { headers: auth })).status).toBe(404);

    // Removed behind the app's back: the database announces it to every instance, which forgets
    // the sign-in it remembered — well before the few seconds it would otherwise keep it.
    await sql('delete from users where id = $1', [registered._id]);
    const removedAt = Date.now();
    let status = 0;
    while (Date.now() - removedAt < 2_000) {
      status = (await fetch(`${app.baseUrl}${staffGet()}`, { headers: auth })).status;
      if (status === 401) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(401);
  });

  it('answers with security headers that keep other sites from framing or sniffing', async () => {
    const response = await post('/api/login', { email: testEmail('user'), password: testPassword });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    // Styles come from the app's stylesheets only: no inline <style> or style="…" (issue 39).
    expect(response.headers.get('content-security-policy')).toContain("style-src 'self';");
    expect(response.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('signs out by clearing both cookies', async () => {
    const { cookie, xsrf } = await app.signIn('user');
    const response = await post('/api/logout', {}, { cookie, [XsrfHeader]: xsrf });
    expect(response.status).toBe(204);
    const cleared = response.headers.getSetCookie();
    for (const name of [SessionCookie, XsrfCookie]) {
      const entry = cleared.find((c) => c.startsWith(`${name}=`));
      expect(entry).toMatch(/Expires=Thu, 01 Jan 1970/);
    }
    expect((await fetch(`${app.baseUrl}${staffGet()}`, { headers: { cookie } })).status).toBe(401);
  });

  it('refuses a cookie sign-out without the XSRF token, as a form on another site sends it, and the session lives on', async () => {
    const { cookie, xsrf } = await app.signIn('user');
    for (const headers of [{ cookie }, { cookie, [XsrfHeader]: 'forged' }] as Record<string, string>[]) {
      const refused = await post('/api/logout', {}, headers);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as ErrorBody).message).toMatch(/XSRF/);
      expect(refused.headers.getSetCookie()).toEqual([]);
    }
    // Still signed in: the route answers for a staff member (the record does not exist), not 401.
    expect((await fetch(`${app.baseUrl}${staffGet()}`, { headers: { cookie } })).status).toBe(404);
    expect((await post('/api/keepalive', {}, { cookie, [XsrfHeader]: xsrf })).status).toBe(200);
  });

  it('signs out an API client by its bearer token, which no other site can send', async () => {
    const { token } = await app.signIn('user');
    expect((await post('/api/logout', {}, { authorization: `Bearer ${token}` })).status).toBe(204);
    const after = await fetch(`${app.baseUrl}${staffGet()}`, { headers: { authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
  });
});
