import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AddressInfo } from 'node:net';
import {
  Role,
  RoleNames,
  SessionCookie,
  XsrfCookie,
  type LoginResponse,
  type RoleName,
  type SessionUser,
} from '@dealbook/contracts';
import { createApp, type DealbookApp } from '../../api/src/app.factory.js';
import type { ModuleImport } from '../../api/src/app.module.js';
import { CredentialsService } from '../../api/src/platform/auth/credentials.service.js';
import { loadConfig } from '../../api/src/kernel/config/app-config.js';
import { UsersService } from '../../api/src/platform/accounts/users.service.js';
import { apiClient, type ApiClient } from './api-client.js';
import { createTestDatabase } from './test-database.js';
import { recordTraffic, type RecordedExchange } from './traffic-recorder.js';

export const testPassword = 'correct horse battery staple';
export const testEmail = (role: RoleName) => `${role}@test.dealbook.local`;

export interface SignedInUser {
  /** The userToken, for `Authorization: Bearer`. */
  token: string;
  /** A Cookie header carrying the session and XSRF cookies, as a browser would send them. */
  cookie: string;
  /** The XSRF-TOKEN cookie's value, to echo in X-XSRF-TOKEN. */
  xsrf: string;
  user: SessionUser;
}

export interface StartTestAppOptions {
  /** Extra Nest modules mounted in the app (e.g. a probe controller). */
  extraModules?: ModuleImport[];
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  /** A second instance on the first one's database and users (scale-out tests). */
  shareDatabaseWith?: TestApp;
  /** Serves this folder as the built web app (none by default). */
  webDist?: string;
}

export interface TestApp {
  baseUrl: string;
  databaseUrl: string;
  app: NestExpressApplication;
  dealbook: DealbookApp;
  /** The user of each role, registered at start with `testPassword`. */
  users: Record<RoleName, SessionUser>;
  /** Signs in through POST /api/login as the user of that role. */
  signIn(role: RoleName): Promise<SignedInUser>;
  /** The API as the user of that role, signed in (once, on first use) through `signIn`. */
  as(role: RoleName): ApiClient;
  /** The API with this bearer token (a second user, a client user, a token a test signed in for). */
  asToken(token: string): ApiClient;
  /** The API with no authorization at all. */
  anonymous(): ApiClient;
  /** Every /api request the server answered, in order (see traffic-recorder.ts). */
  traffic: RecordedExchange[];
  close(): Promise<void>;
}

/** The value of each Set-Cookie of a response, by cookie name. */
export function setCookies(response: Response): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const eq = pair.indexOf('=');
    if (eq > 0) cookies[pair.slice(0, eq).trim()] = decodeURIComponent(pair.slice(eq + 1).trim());
  }
  return cookies;
}

/**
 * The real server on a fresh database of the run's PostgreSQL, listening on a free loopback
 * port, with one user per role. Close it in afterAll.
 */
export async function startTestApp(options: StartTestAppOptions = {}): Promise<TestApp> {
  const shared = options.shareDatabaseWith;
  const database = shared ? { url: shared.databaseUrl, drop: async () => undefined } : await createTestDatabase('e2e');
  const config = loadConfig({ DATABASE_URL: database.url, NODE_ENV: 'test', DEMO_DATA: 'false', ...options.env });
  let dealbook: DealbookApp;
  try {
    dealbook = await createApp(config, {
      logger: ['error', 'warn'],
      serveWeb: options.webDist !== undefined,
      webDist: options.webDist,
      extraModules: options.extraModules,
    });
  } catch (error) {
    await database.drop();
    throw error;
  }
  const { app } = dealbook;
  const traffic = recordTraffic(app.getHttpServer());
  await app.listen(0, '127.0.0.1');
  const baseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;

  const usersService = app.get(UsersService);
  const credentials = app.get(CredentialsService);
  const users = shared ? shared.users : ({} as Record<RoleName, SessionUser>);
  for (const role of shared ? [] : RoleNames) {
    const { version: _version, ...user } = await usersService.register(
      {
        email: testEmail(role),
        firstName: role[0]!.toUpperCase() + role.slice(1),
        lastName: 'Tester',
        role: Role[role],
      },
      null,
    );
    await credentials.setPassword(user._id, testPassword);
    users[role] = user;
  }

  const clients = new Map<RoleName, ApiClient>();
  const testApp: TestApp = {
    baseUrl,
    databaseUrl: database.url,
    app,
    dealbook,
    users,
    traffic,
    as(role) {
      let client = clients.get(role);
      if (!client) {
        let signedIn: Promise<SignedInUser> | undefined;
        client = apiClient(baseUrl, async () => (await (signedIn ??= testApp.signIn(role))).token);
        clients.set(role, client);
      }
      return client;
    },
    asToken: (token) => apiClient(baseUrl, async () => token),
    anonymous: () => apiClient(baseUrl, async () => undefined),
    async signIn(role) {
      const response = await fetch(`${baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: testEmail(role), password: testPassword }),
      });
      if (response.status !== 200)
        throw new Error(`Sign-in as ${role} failed: ${response.status} ${await response.text()}`);
      const body = (await response.json()) as LoginResponse;
      const cookies = setCookies(response);
      const session = cookies[SessionCookie];
      const xsrf = cookies[XsrfCookie];
      if (!session || !xsrf) throw new Error(`Sign-in as ${role} set no session or XSRF cookie`);
      return {
        token: body.userToken,
        cookie: `${SessionCookie}=${encodeURIComponent(session)}; ${XsrfCookie}=${encodeURIComponent(xsrf)}`,
        xsrf,
        user: body.user,
      };
    },
    async close() {
      await dealbook.close();
      await database.drop();
    },
  };
  return testApp;
}
