import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Role,
  SessionCookie,
  XsrfCookie,
  XsrfHeader,
  type ErrorBody,
  type LoginOptions,
  type LoginResponse,
  type LogoutResponse,
} from '@dealbook/contracts';
import {
  startOidcTestProvider,
  TestUserAgent,
  type OidcTestProvider,
  type ProviderAccount,
} from '../support/oidc-test-provider.js';
import { startTestApp, testEmail, testPassword, type TestApp } from '../support/test-app.js';
import { queryOnce } from '../support/sql.js';

const accounts = {
  staff: { sub: 'idp-0001', email: testEmail('user'), password: 'idp password 1' },
  external: { sub: 'idp-0002', email: testEmail('external'), password: 'idp password 2' },
  manager: { sub: 'idp-0003', email: testEmail('manager').toUpperCase(), password: 'idp password 3' },
  stranger: { sub: 'idp-0004', email: 'stranger@elsewhere.example', password: 'idp password 4' },
  impostor: { sub: 'idp-0005', email: 'impostor@test.dealbook.local', password: 'idp password 5' },
  invitee: { sub: 'idp-0007', email: 'invitee@elsewhere.example', password: 'idp password 7' },
  client: { sub: 'idp-0008', email: testEmail('client'), password: 'idp password 8' },
  unverified: {
    sub: 'idp-0006',
    email: testEmail('admin'),
    password: 'idp password 6',
    username: 'aadmin',
    emailVerified: false,
  },
} satisfies Record<string, ProviderAccount>;

interface SsoApp {
  baseUrl: string;
  provider: OidcTestProvider;
  app: TestApp;
  close(): Promise<void>;
}

/**
 * The app with single sign-on against a fresh test provider. The provider must know the app's
 * redirect URI before the app can be configured with the provider's address, so the app's port
 * is opened first and handed the app's requests once it runs.
 */
async function startSsoApp(options: { emailInIdToken?: boolean } = {}): Promise<SsoApp> {
  const front: Server = createServer();
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  const redirectUri = `${baseUrl}/api/login/sso/callback`;
  const provider = await startOidcTestProvider({ redirectUri, accounts: Object.values(accounts), ...options });
  const app = await startTestApp({
    env: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_REDIRECT_URI: redirectUri,
      OIDC_PROVIDER_NAME: 'Test Corp SSO',
      BRAND_NAME: 'Acme Advisory',
    },
  });
  front.on('request', app.app.getHttpAdapter().getInstance() as RequestListener);
  return {
    baseUrl,
    provider,
    app,
    async close() {
      await new Promise((resolve) => front.close(resolve));
      await app.close();
      await provider.close();
    },
  };
}

let sso: SsoApp;
let baseUrl: string;
let provider: OidcTestProvider;
let app: TestApp;

beforeAll(async () => {
  sso = await startSsoApp();
  ({ baseUrl, provider, app } = sso);
});
afterAll(async () => {
  await sso?.close();
});

/** Runs the whole flow in a fresh browser: start, the provider's form, the callback. */
async function signInThroughProvider(account: ProviderAccount, returnUrl?: string, base = baseUrl) {
  const agent = new TestUserAgent(base);
  const start = `${base}/api/login/sso${returnUrl === undefined ? '' : `?returnUrl=${encodeURIComponent(returnUrl)}`}`;
  const form = await agent.navigate(start);
  expect(form.response?.status, 'the provider shows its sign-in form').toBe(200);
  expect(await form.response!.text()).toContain('Work e-mail');
  const landed = await agent.navigate(`${new URL(form.url).href}/login`, {
    form: { email: account.email, password: account.password },
  });
  return { agent, landed: landed.url };
}

function path(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

async function whoAmI(
  agent: TestUserAgent,
  base = baseUrl,
): Promise<{ status: number; body: LoginResponse | ErrorBody }> {
  const response = await fetch(`${base}/api/login/token`, {
    method: 'POST',
    headers: {
      cookie: agent.cookieHeader(`${base}/api/login/token`),
      [XsrfHeader]: agent.cookie(base, XsrfCookie) ?? '',
    },
  });
  return { status: response.status, body: (await response.json()) as LoginResponse | ErrorBody };
}

const links = () =>
  queryOnce<{ subject: string; user_id: string; email: string }>(
    app.databaseUrl,
    'select subject, user_id, email from identity_links order by subject',
  );

describe('GET /api/login/options', () => {
  it('offers the password form, the single sign-on button named after the provider, and the brand', async () => {
    const response = await fetch(`${baseUrl}/api/login/options`);
    expect(response.status).toBe(200);
    expect((await response.json()) as LoginOptions).toEqual({
      password: true,
      sso: { name: 'Test Corp SSO' },
      brand: 'Acme Advisory',
    });
  });
});

describe('single sign-on through the identity provider', () => {
  it('sends the browser to the provider with state, nonce and PKCE, keeping the flow in a sealed cookie', async () => {
    const response = await fetch(`${baseUrl}/api/login/sso?returnUrl=%2Fcompanies`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const target = new URL(response.headers.get('location')!);
    expect(target.origin).toBe(provider.issuer);
    const params = target.searchParams;
    expect(params.get('client_id')).toBe(provider.clientId);
    expect(params.get('redirect_uri')).toBe(`${baseUrl}/api/login/sso/callback`);
    expect(params.get('code_challenge_method')).toBe('S256');
    for (const name of ['state', 'nonce', 'code_challenge']) expect(params.get(name)).toBeTruthy();
    const flowCookie = response.headers.getSetCookie().find((c) => c.startsWith('dealbook_sso='))!;
    expect(flowCookie).toMatch(/HttpOnly/i);
    expect(flowCookie).toMatch(/Path=\/api\/login\/sso/);
    // Sealed: neither the state nor the return URL can be read from it.
    const sealed = decodeURIComponent(flowCookie.split(';')[0]!.slice('dealbook_sso='.length));
    expect(sealed).not.toContain(params.get('state')!);
    expect(Buffer.from(sealed.split('.')[1] ?? '', 'base64url').toString()).not.toContain('companies');
  });

  it('signs a known person in: session cookies, the return URL, and a session that works on the API', async () => {
    const { agent, landed } = await signInThroughProvider(accounts.staff, '/companies?tab=list');
    expect(path(landed)).toBe('/companies?tab=list');
    expect(agent.cookie(baseUrl, SessionCookie)).toBeTruthy();
    expect(agent.cookie(baseUrl, 'dealbook_sso'), 'the flow cookie is spent').toBeUndefined();

    const companies = await fetch(`${baseUrl}/api/companies`, {
      headers: { cookie: agent.cookieHeader(`${baseUrl}/api/companies`) },
    });
    expect(companies.status).toBe(200);
    const me = await whoAmI(agent);
    expect(me.status).toBe(200);
    expect((me.body as LoginResponse).user).toMatchObject({ _id: app.users.user._id, role: Role.user });
  });

  it('links the provider account on first sign-in, so a changed e-mail at the provider still finds the person', async () => {
    await signInThroughProvider(accounts.manager);
    expect((await links()).find((l) => l.subject === accounts.manager.sub)).toMatchObject({
      user_id: app.users.manager._id,
      email: testEmail('manager'),
    });

    provider.updateAccount(accounts.manager.sub, { email: 'renamed.manager@elsewhere.example' });
    const { agent, landed } = await signInThroughProvider({
      ...accounts.manager,
      email: 'renamed.manager@elsewhere.example',
    });
    expect(path(landed)).toBe('/dashboard');
    expect(((await whoAmI(agent)).body as LoginResponse).user._id).toBe(app.users.manager._id);
  });

  it('refuses a person whose e-mail has no Dealbook account: Access denied, no session', async () => {
    const { agent, landed } = await signInThroughProvider(accounts.stranger, '/companies');
    expect(path(landed)).toBe('/login?error=access-denied');
    expect(agent.cookie(baseUrl, SessionCookie)).toBeUndefined();
    expect((await links()).map((l) => l.subject)).not.toContain(accounts.stranger.sub);
  });

  it('lets an invited person in on their first sign-in, activating the invitation', async () => {
    const admin = await app.signIn('admin');
    const invited = await fetch(`${baseUrl}/api/directory/invitations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({
        invitedUserDisplayName: 'Ivy Invitee',
        invitedUserEmailAddress: accounts.invitee.email,
        inviteRedirectUrl: `${baseUrl}/`,
        sendInvitationMessage: false,
      }),
    });
    expect(invited.status).toBe(201);

    const { agent, landed } = await signInThroughProvider(accounts.invitee);
    expect(agent.cookie(baseUrl, SessionCookie)).toBeDefined();
    expect(path(landed)).not.toContain('error');
    const link = (await links()).find((l) => l.subject === accounts.invitee.sub);
    expect(link?.email).toBe(accounts.invitee.email);
    const user = await fetch(`${baseUrl}/api/user/${link!.user_id}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(((await user.json()) as { status: string }).status).toBe('active');
  });

  it('does not trust an e-mail the provider marks unverified', async () => {
    const { landed } = await signInThroughProvider(accounts.unverified);
    expect(path(landed)).toBe('/login?error=access-denied');
  });

  it('refuses a second provider account claiming an address that is already linked to another', async () => {
    await signInThroughProvider(accounts.staff);
    provider.updateAccount(accounts.impostor.sub, { email: testEmail('user') });
    const { landed } = await signInThroughProvider({ ...accounts.impostor, email: testEmail('user') });
    expect(path(landed)).toBe('/login?error=access-denied');
    expect((await links()).filter((l) => l.user_id === app.users.user._id).map((l) => l.subject)).toEqual([
      accounts.staff.sub,
    ]);
  });

  it('prefixes an external user’s return URL with /ext, and sends / and /login to the dashboard', async () => {
    expect(path((await signInThroughProvider(accounts.external, '/projects/42')).landed)).toBe('/ext/projects/42');
    expect(path((await signInThroughProvider(accounts.external, '/ext/projects/42')).landed)).toBe('/ext/projects/42');
    expect(path((await signInThroughProvider(accounts.staff, '/')).landed)).toBe('/dashboard');
    expect(path((await signInThroughProvider(accounts.staff, '/login')).landed)).toBe('/dashboard');
  });

  it("keeps a client in the client portal: a portal return URL, else the portal's home", async () => {
    const { agent, landed } = await signInThroughProvider(accounts.client, '/client/approval');
    expect(path(landed)).toBe('/client/approval');
    expect((await whoAmI(agent)).status).toBe(200);
    expect(path((await signInThroughProvider(accounts.client, '/projects/42')).landed)).toBe('/client');
  });

  it('never redirects to another site, whatever the return URL says', async () => {
    for (const hostile of ['https://evil.example/phish', '//evil.example/phish', '/\\evil.example', 'javascript:x']) {
      const { landed } = await signInThroughProvider(accounts.staff, hostile);
      expect(new URL(landed).origin, hostile).toBe(baseUrl);
      expect(path(landed), hostile).toBe('/dashboard');
    }
  });

  it('refuses a callback whose state was tampered with, and one without the flow cookie', async () => {
    const agent = new TestUserAgent(baseUrl);
    const form = await agent.navigate(`${baseUrl}/api/login/sso`);
    const callback = await agent.navigate(`${form.url}/login`, {
      form: { email: accounts.staff.email, password: accounts.staff.password },
      stopAt: (url) => url.pathname === '/api/login/sso/callback',
    });
    const tampered = new URL(callback.url);
    tampered.searchParams.set('state', `${tampered.searchParams.get('state')}x`);
    expect(path((await agent.navigate(tampered.href)).url)).toBe('/login?error=login-failed');
    expect(agent.cookie(baseUrl, SessionCookie)).toBeUndefined();

    // The genuine callback in another browser (no flow cookie) gets nowhere either.
    const elsewhere = new TestUserAgent(baseUrl);
    expect(path((await elsewhere.navigate(callback.url)).url)).toBe('/login?error=login-failed');
    expect(elsewhere.cookie(baseUrl, SessionCookie)).toBeUndefined();
  });

  it('answers Login Failed when the person cancels at the provider or the provider reports an error', async () => {
    const agent = new TestUserAgent(baseUrl);
    const form = await agent.navigate(`${baseUrl}/api/login/sso`);
    const landed = await agent.navigate(`${form.url}/abort`);
    expect(path(landed.url)).toBe('/login?error=login-failed');

    const stray = await fetch(`${baseUrl}/api/login/sso/callback?error=server_error&state=x`, { redirect: 'manual' });
    expect(stray.status).toBe(302);
    expect(stray.headers.get('location')).toBe('/login?error=login-failed');
  });
});

describe('signing out of a single sign-on session', () => {
  const logout = (agent: TestUserAgent) =>
    fetch(`${baseUrl}/api/logout`, {
      method: 'POST',
      headers: {
        cookie: agent.cookieHeader(`${baseUrl}/api/logout`),
        [XsrfHeader]: agent.cookie(baseUrl, XsrfCookie) ?? '',
      },
    });

  it('ends the session at the provider too: its end-session page comes back to /logged-out, and the next sign-in asks again', async () => {
    const { agent } = await signInThroughProvider(accounts.staff);
    const signedIn = await signInThroughProvider(accounts.staff);
    // The provider remembers the person: a second flow in the same browser needs no form.
    const again = await agent.navigate(`${baseUrl}/api/login/sso`);
    expect(path(again.url)).toBe('/dashboard');

    const response = await logout(agent);
    expect(response.status).toBe(200);
    const { endSessionUrl } = (await response.json()) as LogoutResponse;
    const target = new URL(endSessionUrl);
    expect(target.origin).toBe(provider.issuer);
    expect(target.searchParams.get('post_logout_redirect_uri')).toBe(`${baseUrl}/logged-out`);
    expect(target.searchParams.get('id_token_hint')).toBeTruthy();
    expect((await whoAmI(agent)).status, 'the Dealbook session is over').toBe(401);

    const confirm = await agent.navigate(endSessionUrl);
    const page = await confirm.response!.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
    expect(action && xsrf, 'the provider asks to confirm the sign-out').toBeTruthy();
    const back = await agent.navigate(new URL(action!, endSessionUrl).href, { form: { xsrf: xsrf!, logout: 'yes' } });
    expect(path(back.url)).toBe('/logged-out');

    const form = await agent.navigate(`${baseUrl}/api/login/sso`);
    expect(await form.response?.text(), 'the provider asks for the password again').toContain('Work e-mail');
    // Another browser's session of the same person is untouched.
    expect((await whoAmI(signedIn.agent)).status).toBe(200);
  });

  it('answers 204 with nothing to visit for a password session', async () => {
    const signIn = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: testEmail('user'), password: testPassword }),
    });
    const pairs = signIn.headers.getSetCookie().map((c) => c.split(';')[0]!);
    const cookie = pairs.join('; ');
    const xsrf = decodeURIComponent(pairs.find((pair) => pair.startsWith(`${XsrfCookie}=`))!.split('=')[1]!);
    const response = await fetch(`${baseUrl}/api/logout`, { method: 'POST', headers: { cookie, [XsrfHeader]: xsrf } });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });
});

describe('POST /api/login/token with a token of the identity provider', () => {
  /** Tokens as an API client of the same registration gets them from the provider. */
  async function providerTokens(account: ProviderAccount) {
    const config = await client.discovery(
      new URL(provider.issuer),
      provider.clientId,
      undefined,
      client.ClientSecretBasic(provider.clientSecret),
      { execute: [client.allowInsecureRequests] },
    );
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const authorize = client.buildAuthorizationUrl(config, {
      redirect_uri: `${baseUrl}/api/login/sso/callback`,
      scope: 'openid email profile',
      state,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const agent = new TestUserAgent(baseUrl);
    const form = await agent.navigate(authorize.href);
    const callback = await agent.navigate(`${form.url}/login`, {
      form: { email: account.email, password: account.password },
      stopAt: (url) => url.pathname === '/api/login/sso/callback',
    });
    const tokens = await client.authorizationCodeGrant(config, new URL(callback.url), {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    return { idToken: tokens.id_token!, accessToken: tokens.access_token };
  }

  const exchange = (token: string) =>
    fetch(`${baseUrl}/api/login/token`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });

  it('exchanges an ID token for a Dealbook session token of the linked user', async () => {
    const { idToken } = await providerTokens(accounts.staff);
    const response = await exchange(idToken);
    expect(response.status).toBe(200);
    const body = (await response.json()) as LoginResponse;
    expect(body.user).toMatchObject({ _id: app.users.user._id, email: testEmail('user') });
    expect(response.headers.getSetCookie()).toEqual([]);
    const companies = await fetch(`${baseUrl}/api/companies`, {
      headers: { authorization: `Bearer ${body.userToken}` },
    });
    expect(companies.status).toBe(200);
  });

  it('accepts an access token, checked by the provider’s userinfo endpoint', async () => {
    const { accessToken } = await providerTokens(accounts.external);
    const response = await exchange(accessToken);
    expect(response.status).toBe(200);
    expect(((await response.json()) as LoginResponse).user._id).toBe(app.users.external._id);
  });

  it('refuses a valid provider token of an unknown person with 403, and junk or forged tokens with 401', async () => {
    const { idToken } = await providerTokens(accounts.stranger);
    const denied = await exchange(idToken);
    expect(denied.status).toBe(403);
    expect(((await denied.json()) as ErrorBody).message).toMatch(/^Access denied\. No Dealbook account uses/);

    const [header, payload] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, email: testEmail('superadmin') })).toString(
      'base64url',
    );
    for (const token of ['junk', `${header}.${forgedPayload}.${idToken.split('.')[2]}`]) {
      const response = await exchange(token);
      expect(response.status, token.slice(0, 20)).toBe(401);
    }
  });

  it('still accepts the password: password sign-in and single sign-on reach the same person', async () => {
    const response = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: testEmail('user'), password: testPassword }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as LoginResponse).user._id).toBe(app.users.user._id);
  });
});

describe('a provider that sends the e-mail only from its userinfo endpoint', () => {
  let plain: SsoApp;
  beforeAll(async () => {
    plain = await startSsoApp({ emailInIdToken: false });
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('asks the userinfo endpoint for the e-mail and signs the person in', async () => {
    const { agent, landed } = await signInThroughProvider(accounts.staff, '/companies', plain.baseUrl);
    expect(path(landed)).toBe('/companies');
    expect(((await whoAmI(agent, plain.baseUrl)).body as LoginResponse).user._id).toBe(plain.app.users.user._id);
  });
});
