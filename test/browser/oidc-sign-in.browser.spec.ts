import { expect } from '@playwright/test';
import { test } from './support.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startOidcTestProvider, type OidcTestProvider } from '../support/oidc-test-provider.js';

const root = join(import.meta.dirname, '..', '..');
const mainJs = join(root, 'api/dist/main.js');
/** Short, so that the idle sign-out can be watched; the server tells the browser in the keepalive answer. */
const idleSeconds = 12;

const staff = { sub: 'corp-7001', email: 'sso-admin@dealbook.local', password: 'correct idp password' };
const stranger = { sub: 'corp-7002', email: 'not-in-dealbook@corp.example', password: 'another idp password' };

let provider: OidcTestProvider;
let server: ChildProcess;
let serverLog = '';
let dataDir: string;
let appUrl: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The built product as its own process on an embedded database, configured for single sign-on
 * against a real OpenID provider started here; the first administrator's e-mail is an account
 * at that provider.
 */
test.beforeAll(async () => {
  test.setTimeout(180_000);
  expect(existsSync(mainJs), 'api/dist/main.js: run `npm run build` first').toBe(true);
  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  provider = await startOidcTestProvider({
    redirectUri: `${appUrl}/api/login/sso/callback`,
    accounts: [staff, stranger],
  });
  dataDir = await mkdtemp(join(tmpdir(), 'dealbook-sso-browser-'));
  server = spawn(process.execPath, [mainJs], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'false',
      DEALBOOK_ADMIN_EMAIL: staff.email,
      DEALBOOK_ADMIN_PASSWORD: 'unused local password',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_REDIRECT_URI: `${appUrl}/api/login/sso/callback`,
      OIDC_PROVIDER_NAME: 'Corp SSO',
      SESSION_IDLE_SECONDS: String(idleSeconds),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  for (let waited = 0; ; waited += 250) {
    if (server.exitCode !== null) throw new Error(`The server exited:\n${serverLog}`);
    const healthy = await fetch(`${appUrl}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) break;
    if (waited > 150_000) throw new Error(`The server did not start:\n${serverLog}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await provider?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test('signs in through the identity provider’s own form and lands on /dashboard', async ({ page }) => {
  await page.goto(`${appUrl}/login`);
  await page.getByRole('button', { name: 'Sign in with Corp SSO', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.getByLabel('Work e-mail').fill(staff.email);
  await page.getByLabel('Work password').fill(staff.password);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(`${appUrl}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Welcome, Administrator' })).toBeVisible();
});

test('keeps the page that was asked for through the round trip', async ({ page }) => {
  await page.goto(`${appUrl}/companies`);
  await expect(page).toHaveURL(`${appUrl}/logged-out`);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Sign in with Corp SSO', exact: true }).click();
  await page.getByLabel('Work e-mail').fill(staff.email);
  await page.getByLabel('Work password').fill(staff.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${appUrl}/companies`);
});

test('someone without a Dealbook account is told "Access denied" and stays signed out', async ({ page }) => {
  await page.goto(`${appUrl}/login`);
  await page.getByRole('button', { name: 'Sign in with Corp SSO', exact: true }).click();
  await page.getByLabel('Work e-mail').fill(stranger.email);
  await page.getByLabel('Work password').fill(stranger.password);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Access denied')).toBeVisible();
  // The error is dropped from the address, so a reload does not repeat the toast.
  await expect(page).toHaveURL(`${appUrl}/login`);
  await page.goto(`${appUrl}/companies`);
  await expect(page).toHaveURL(`${appUrl}/logged-out`);
});

test('an idle session ends in the browser and on the server: /logged-out, and its cookie is refused', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto(`${appUrl}/login`);
  await page.getByRole('button', { name: 'Sign in with Corp SSO', exact: true }).click();
  await page.getByLabel('Work e-mail').fill(staff.email);
  await page.getByLabel('Work password').fill(staff.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${appUrl}/dashboard`);
  const session = (await page.context().cookies(appUrl)).find((c) => c.name === 'dealbook_session')!;

  // No mouse or key activity from here on.
  await expect(page).toHaveURL(`${appUrl}/logged-out`, { timeout: (idleSeconds + 15) * 1000 });
  await expect(page.getByText('You have been logged out')).toBeVisible();
  const reuse = await fetch(`${appUrl}/api/companies`, {
    headers: { cookie: `dealbook_session=${session.value}` },
  });
  expect(reuse.status).toBe(401);
});

test('Sign Out also signs out at the identity provider, which sends the browser back to /logged-out', async ({
  page,
}) => {
  await page.goto(`${appUrl}/login`);
  await page.getByRole('button', { name: 'Sign in with Corp SSO', exact: true }).click();
  await page.getByLabel('Work e-mail').fill(staff.email);
  await page.getByLabel('Work password').fill(staff.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${appUrl}/dashboard`);

  await page.goto(`${appUrl}/logout`);
  // The provider's own page asks to confirm ending its session.
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/session/end`));
  await page.getByRole('button', { name: /sign me out/i }).click();
  await expect(page).toHaveURL(`${appUrl}/logged-out`);
  await expect(page.getByText('You have been logged out')).toBeVisible();

  // Signing in again needs the provider's form: its session is over too.
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Sign in with Corp SSO', exact: true }).click();
  await expect(page.getByLabel('Work e-mail')).toBeVisible();
});
