import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XsrfHeader, type ErrorBody, type KeepaliveResponse, type LoginOptions } from '@dealbook/contracts';
import { startTestApp, testEmail, testPassword, type SignedInUser, type TestApp } from '../support/test-app.js';
import { queryOnce } from '../support/sql.js';

const apps: TestApp[] = [];
async function start(env: Record<string, string> = {}): Promise<TestApp> {
  const app = await startTestApp({ env });
  apps.push(app);
  return app;
}
afterAll(async () => {
  for (const app of apps) await app.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const sql = <T>(app: TestApp, text: string, values: unknown[] = []) => queryOnce<T>(app.databaseUrl, text, values);

/** A signed-in read: the companies list. */
const readAs = (app: TestApp, headers: Record<string, string>) =>
  fetch(`${app.baseUrl}/api/companies`, { headers }).then((r) => r.status);
const bearer = (who: SignedInUser) => ({ authorization: `Bearer ${who.token}` });

const keepalive = (app: TestApp, headers: Record<string, string>) =>
  fetch(`${app.baseUrl}/api/keepalive`, { method: 'POST', headers });

function passwordSignIn(app: TestApp, email: string, password: string, headers: Record<string, string> = {}) {
  return fetch(`${app.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });
}

describe('sign-out', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await start();
  });

  it('revokes the session on the server: its token is refused afterwards, as cookie and as bearer', async () => {
    const who = await app.signIn('user');
    expect(await readAs(app, { cookie: who.cookie })).toBe(200);
    expect(await readAs(app, bearer(who))).toBe(200);

    const response = await fetch(`${app.baseUrl}/api/logout`, {
      method: 'POST',
      headers: { cookie: who.cookie, [XsrfHeader]: who.xsrf },
    });
    expect(response.status).toBe(204);
    expect(await readAs(app, { cookie: who.cookie })).toBe(401);
    expect(await readAs(app, bearer(who))).toBe(401);
    const refresh = await fetch(`${app.baseUrl}/api/login/token`, { method: 'POST', headers: bearer(who) });
    expect(refresh.status).toBe(401);
    const [row] = await sql<{ revoked_at: Date | null }>(app, 'select revoked_at from sessions where user_id = $1', [
      who.user._id,
    ]);
    expect(row?.revoked_at).toBeInstanceOf(Date);
  });

  it('revokes a session signed out with only its bearer token (an API client has no cookie)', async () => {
    const who = await app.signIn('user');
    const other = await app.signIn('user');
    const response = await fetch(`${app.baseUrl}/api/logout`, { method: 'POST', headers: bearer(who) });
    expect(response.status).toBe(204);
    expect(await readAs(app, bearer(who))).toBe(401);
    expect(await readAs(app, { cookie: who.cookie })).toBe(401);
    expect(await readAs(app, bearer(other))).toBe(200);
    const { sid } = JSON.parse(Buffer.from(who.token.split('.')[1]!, 'base64url').toString()) as { sid: string };
    const [row] = await sql<{ revoked_at: Date | null }>(app, 'select revoked_at from sessions where id = $1', [sid]);
    expect(row?.revoked_at).toBeInstanceOf(Date);
  });

  it('ends only that session: the same person signed in elsewhere stays signed in', async () => {
    const laptop = await app.signIn('manager');
    const phone = await app.signIn('manager');
    const out = await fetch(`${app.baseUrl}/api/logout`, {
      method: 'POST',
      headers: { cookie: laptop.cookie, [XsrfHeader]: laptop.xsrf },
    });
    expect(out.status).toBe(204);
    expect(await readAs(app, bearer(laptop))).toBe(401);
    expect(await readAs(app, bearer(phone))).toBe(200);
  });

  it('records who the session was opened by: browser and address', async () => {
    const response = await passwordSignIn(app, testEmail('admin'), testPassword, { 'user-agent': 'SessionsTest/1.0' });
    expect(response.status).toBe(200);
    const rows = await sql<{ user_agent: string; ip: string; expires_at: Date; created_at: Date }>(
      app,
      "select user_agent, ip, expires_at, created_at from sessions where user_agent = 'SessionsTest/1.0'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.ip).toMatch(/127\.0\.0\.1/);
    // SESSION_TTL_SECONDS (8 hours) is the longest a session lives, however active.
    expect(rows[0]!.expires_at.getTime() - rows[0]!.created_at.getTime()).toBe(8 * 3600 * 1000);
  });
});

describe('idle limit (SESSION_IDLE_SECONDS=2 here; 1801 by default)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await start({ SESSION_IDLE_SECONDS: '2' });
  });

  it('ends a session that is not used for longer than the limit', async () => {
    const who = await app.signIn('user');
    await sleep(2600);
    expect(await readAs(app, bearer(who))).toBe(401);
    expect(await readAs(app, { cookie: who.cookie })).toBe(401);
  });

  it('slides: a session in use stays alive past the limit', async () => {
    const who = await app.signIn('user');
    for (let i = 0; i < 4; i++) {
      await sleep(1000);
      expect(await readAs(app, bearer(who)), `request ${i + 1}`).toBe(200);
    }
    await sleep(2600);
    expect(await readAs(app, bearer(who))).toBe(401);
  });

  it('keepalive slides it too and says when it ends; after the limit it answers 401', async () => {
    const who = await app.signIn('external');
    for (let i = 0; i < 3; i++) {
      await sleep(1000);
      const before = Date.now();
      const response = await keepalive(app, bearer(who));
      expect(response.status).toBe(200);
      const body = (await response.json()) as KeepaliveResponse;
      expect(body.idleSeconds).toBe(2);
      const idleEnd = Date.parse(body.idleExpiresAt);
      expect(idleEnd).toBeGreaterThan(before + 1000);
      expect(idleEnd).toBeLessThan(Date.now() + 2500);
    }
    await sleep(2600);
    const ended = await keepalive(app, bearer(who));
    expect(ended.status).toBe(401);
    expect(((await ended.json()) as ErrorBody).message).toMatch(/sign in/i);
  });

  it('keeps the XSRF rule on keepalive for cookie sessions', async () => {
    const who = await app.signIn('user');
    expect((await keepalive(app, { cookie: who.cookie })).status).toBe(403);
    expect((await keepalive(app, { cookie: who.cookie, [XsrfHeader]: who.xsrf })).status).toBe(200);
  });
});

describe('failed password sign-ins are throttled without locking anybody out', () => {
  let app: TestApp;
  beforeAll(async () => {
    // One proxy in front, so that each test can come from an address of its own.
    app = await start({ TRUST_PROXY: '1' });
  });
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const ageFailures = (seconds: number) =>
    sql(app, 'update sign_in_failures set failed_at = failed_at - make_interval(secs => $1)', [seconds]);

  it('an account guessed from one address backs off after 5 failures, doubling; elsewhere it still signs in', async () => {
    const email = testEmail('user');
    const guesser = from('198.51.100.1');
    for (let i = 0; i < 5; i++) expect((await passwordSignIn(app, email, 'wrong password', guesser)).status).toBe(401);
    for (const password of ['wrong password', testPassword]) {
      const refused = await passwordSignIn(app, email, password, guesser);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(25);
      expect(retryAfter).toBeLessThanOrEqual(30);
      const body = (await refused.json()) as ErrorBody;
      expect(body.error).toBe('Too Many Requests');
      expect(body.message).toBe(
        'Too many failed sign-in attempts for this account from your network address. Try again in 30 seconds.',
      );
      expect(refused.headers.getSetCookie()).toEqual([]);
    }
    // The real user, from their own address, is not locked out by somebody else's guesses.
    expect((await passwordSignIn(app, email, testPassword, from('198.51.100.2'))).status).toBe(200);

    // Once the back-off has passed, one more guess, then twice the wait.
    await ageFailures(31);
    expect((await passwordSignIn(app, email, 'wrong password', guesser)).status).toBe(401);
    const longer = await passwordSignIn(app, email, testPassword, guesser);
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get('retry-after'))).toBeGreaterThan(55);
    await ageFailures(61);
    expect((await passwordSignIn(app, email, testPassword, guesser)).status).toBe(200);
  });

  it('a successful sign-in resets the account counter', async () => {
    const email = testEmail('admin');
    for (let i = 0; i < 4; i++) expect((await passwordSignIn(app, email, 'nope', from('192.0.2.1'))).status).toBe(401);
    expect((await passwordSignIn(app, email, testPassword, from('192.0.2.1'))).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await passwordSignIn(app, email, 'nope', from('192.0.2.1'))).status).toBe(401);
    expect((await passwordSignIn(app, email, 'nope', from('192.0.2.1'))).status).toBe(429);
  });

  it('e-mails sprayed from one address back off that address, never a right password from it', async () => {
    const address = from('203.0.113.7');
    for (let i = 0; i < 20; i++) {
      expect((await passwordSignIn(app, `guess${i}@example.com`, 'guess', address)).status).toBe(401);
    }
    const refused = await passwordSignIn(app, 'guess20@example.com', 'guess', address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(25);
    expect(((await refused.json()) as ErrorBody).message).toBe(
      'Too many failed sign-in attempts from your network address. Try again in 30 seconds.',
    );
    // A wrong password for a real account answers the same, so the 429 tells nobody which exist.
    expect((await passwordSignIn(app, testEmail('client'), 'guess', address)).status).toBe(429);
    // Everybody behind that address with their right password still signs in, the admin too.
    expect((await passwordSignIn(app, testEmail('admin'), testPassword, address)).status).toBe(200);
    expect((await passwordSignIn(app, testEmail('client'), testPassword, address)).status).toBe(200);
    expect((await passwordSignIn(app, 'guess21@example.com', 'guess', from('203.0.113.8'))).status).toBe(401);
  });

  it('counts parallel guesses before checking them, so a burst cannot slip past the limit', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () => passwordSignIn(app, testEmail('external'), 'burst', from('100.64.0.1'))),
    ).then((responses) => responses.map((r) => r.status));
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(7);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it('does not count a malformed request', async () => {
    for (let i = 0; i < 8; i++) {
      const response = await fetch(`${app.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from('203.0.113.50') },
        body: JSON.stringify({ email: testEmail('superadmin') }),
      });
      expect(response.status).toBe(400);
    }
    expect((await passwordSignIn(app, testEmail('superadmin'), testPassword, from('203.0.113.50'))).status).toBe(200);
  });
});

describe('the address the throttle counts', () => {
  const guess = (app: TestApp, forwardedFor: string) =>
    passwordSignIn(app, testEmail('manager'), 'wrong password', { 'x-forwarded-for': forwardedFor });

  it('is the X-Forwarded-For hop when TRUST_PROXY=1', async () => {
    const app = await start({ TRUST_PROXY: '1' });
    for (let i = 0; i < 6; i++) expect((await guess(app, `192.0.2.${i}`)).status).toBe(401);
    expect((await guess(app, '192.0.2.200')).status).toBe(401);
    for (let i = 0; i < 4; i++) expect((await guess(app, '192.0.2.200')).status).toBe(401);
    expect((await guess(app, '192.0.2.200')).status).toBe(429);
  });

  it('ignores X-Forwarded-For when TRUST_PROXY=0 (the default): a client cannot pick its address', async () => {
    const app = await start({ TRUST_PROXY: '0' });
    for (let i = 0; i < 5; i++) expect((await guess(app, `192.0.2.${i}`)).status).toBe(401);
    expect((await guess(app, '192.0.2.99')).status).toBe(429);
    const rows = await sql<{ key: string }>(app, "select key from sign_in_failures where scope = 'account'");
    expect(rows.every((row) => !row.key.includes('192.0.2.'))).toBe(true);
  });
});

describe('PASSWORD_SIGN_IN=false, with an identity provider that is down', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await start({
      PASSWORD_SIGN_IN: 'false',
      OIDC_ISSUER: 'http://127.0.0.1:9/never-answers',
      OIDC_CLIENT_ID: 'dealbook',
      OIDC_CLIENT_SECRET: 'secret',
      OIDC_REDIRECT_URI: 'http://127.0.0.1:9/api/login/sso/callback',
    });
  });

  it('offers only single sign-on and refuses the password form with a clear 403', async () => {
    const options = (await (await fetch(`${app.baseUrl}/api/login/options`)).json()) as LoginOptions;
    expect(options).toEqual({ password: false, sso: { name: 'corporate single sign-on' }, brand: 'Dealbook' });
    const refused = await passwordSignIn(app, testEmail('user'), testPassword);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorBody).message).toBe(
      'Password sign-in is turned off here. Sign in with corporate single sign-on.',
    );
  });

  it('starting single sign-on lands on Login Failed when the provider cannot be reached', async () => {
    const response = await fetch(`${app.baseUrl}/api/login/sso`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?error=login-failed');
  });
});

describe('without single sign-on configured', () => {
  it('says so: no button on the sign-in page, 404 on the single sign-on routes', async () => {
    const app = await start();
    const options = (await (await fetch(`${app.baseUrl}/api/login/options`)).json()) as LoginOptions;
    expect(options).toEqual({ password: true, sso: null, brand: 'Dealbook' });
    for (const path of ['/api/login/sso', '/api/login/sso/callback?code=x&state=y']) {
      const response = await fetch(`${app.baseUrl}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as ErrorBody).message).toBe('Single sign-on is not configured on this server');
    }
  });
});
