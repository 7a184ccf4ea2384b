import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';

/** A person with an account at the test identity provider. */
export interface ProviderAccount {
  /** The provider's stable subject identifier. */
  sub: string;
  email: string;
  password: string;
  name?: string;
  /** `preferred_username`; the e-mail when unset. */
  username?: string;
  /** Sent as `email_verified`; unset sends nothing (as Entra ID does). */
  emailVerified?: boolean;
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Changes what the provider says about an account from the next sign-in on. */
  updateAccount(sub: string, changes: Partial<Omit<ProviderAccount, 'sub'>>): void;
  close(): Promise<void>;
}

export interface StartOidcTestProviderOptions {
  /** The app's OIDC_REDIRECT_URI, the only one the client may use. */
  redirectUri: string;
  accounts: ProviderAccount[];
  /** Put the e-mail and profile claims in the ID token (as Entra ID does); false: only userinfo has them. */
  emailInIdToken?: boolean;
}

/** The part of oidc-provider (which ships no types) these tests use. */
interface Interaction {
  uid: string;
  prompt: { name: string };
}
interface ProviderInstance {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
  interactionFinished(req: IncomingMessage, res: ServerResponse, result: object, options?: object): Promise<void>;
  Grant: new (init: { clientId: string; accountId: string }) => {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  };
}
interface GrantContext {
  oidc: {
    provider: ProviderInstance & { Grant: { find(id: string): Promise<unknown> } };
    client: { clientId: string };
    session: { accountId: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
  };
}
type ProviderConstructor = new (issuer: string, configuration: object) => ProviderInstance;

const html = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head><body>${body}</body></html>`;

function loginPage(uid: string, error?: string): string {
  return html(`
    <h1>Test identity provider</h1>
    ${error ? `<p role="alert">${error}</p>` : ''}
    <form method="post" action="/interaction/${uid}/login">
      <label for="idp-email">Work e-mail</label>
      <input id="idp-email" name="email" type="email" autocomplete="username">
      <label for="idp-password">Work password</label>
      <input id="idp-password" name="password" type="password" autocomplete="current-password">
      <button type="submit">Continue</button>
    </form>
    <a href="/interaction/${uid}/abort">Cancel</a>`);
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A real OpenID provider (`oidc-provider`) on a free loopback port, with one confidential client
 * for the app's redirect URI and a login form of its own: `GET /interaction/{uid}` shows it,
 * `POST /interaction/{uid}/login` checks e-mail and password, `GET /interaction/{uid}/abort`
 * cancels (the provider then answers `error=access_denied`). Consent is implied for the one
 * client, as a corporate provider does for its own applications. PKCE is required.
 */
export async function startOidcTestProvider(options: StartOidcTestProviderOptions): Promise<OidcTestProvider> {
  // Loaded by name: the package has no type declarations; ProviderConstructor says what is used.
  const moduleName = 'oidc-provider';
  const { default: Provider } = (await import(moduleName)) as { default: ProviderConstructor };
  const accounts = new Map(options.accounts.map((account) => [account.sub, { ...account }]));
  const clientId = 'dealbook-test';
  const clientSecret = randomBytes(24).toString('base64url');

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        post_logout_redirect_uris: [new URL('/logged-out', options.redirectUri).href],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    conformIdTokenClaims: options.emailInIdToken === false,
    features: { devInteractions: { enabled: false } },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          ...(account.emailVerified === undefined ? {} : { email_verified: account.emailVerified }),
          name: account.name ?? account.email,
          preferred_username: account.username ?? account.email,
        }),
      };
    },
    async loadExistingGrant(ctx: GrantContext) {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const oidc = provider.callback();

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/interaction\/([^/?]+)(\/login|\/abort)?(?:\?|$)/.exec(req.url ?? '');
    if (!match) return oidc(req, res);
    void interaction(req, res, match[2]).catch((error: unknown) => {
      res.statusCode = 400;
      res.end(html(`<p>${String(error)}</p>`));
    });
  });

  async function interaction(req: IncomingMessage, res: ServerResponse, action: string | undefined): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (action === '/abort') {
      return provider.interactionFinished(req, res, {
        error: 'access_denied',
        error_description: 'The person cancelled the sign-in',
      });
    }
    if (details.prompt.name !== 'login') throw new Error(`Unexpected prompt ${details.prompt.name}`);
    if (req.method === 'POST' && action === '/login') {
      const form = await formBody(req);
      const email = form.get('email')?.trim().toLowerCase();
      const account = [...accounts.values()].find(
        (candidate) => candidate.email.toLowerCase() === email && candidate.password === form.get('password'),
      );
      if (account) {
        return provider.interactionFinished(
          req,
          res,
          { login: { accountId: account.sub } },
          {
            mergeWithLastSubmission: false,
          },
        );
      }
      res.statusCode = 401;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(loginPage(details.uid, 'Wrong e-mail or password'));
      return;
    }
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(loginPage(details.uid));
  }

  return {
    issuer,
    clientId,
    clientSecret,
    updateAccount(sub, changes) {
      const account = accounts.get(sub);
      if (!account) throw new Error(`No test account ${sub}`);
      Object.assign(account, changes);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * A minimal browser for the code flow over HTTP: keeps each origin's cookies (honouring Path and
 * removal) and follows redirects by hand, stopping before it would load one of the app's web
 * pages, whose URL is what a test asserts.
 */
export class TestUserAgent {
  private readonly jar = new Map<string, Map<string, { value: string; path: string }>>();

  constructor(private readonly appOrigin: string) {}

  cookie(origin: string, name: string): string | undefined {
    return this.jar.get(origin)?.get(name)?.value;
  }

  /** The Cookie header this agent sends to a URL. */
  cookieHeader(url: string): string {
    const target = new URL(url);
    const cookies = this.jar.get(target.origin) ?? new Map();
    return [...cookies]
      .filter(
        ([, cookie]) => target.pathname === cookie.path || target.pathname.startsWith(cookie.path.replace(/\/?$/, '/')),
      )
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = {};
    const cookie = this.cookieHeader(url);
    if (cookie) headers.cookie = cookie;
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      redirect: 'manual',
    });
    this.store(url, response);
    return response;
  }

  /**
   * Requests a URL and follows redirects until a page that is not a redirect, or until the next
   * stop would be a web page of the app or match `stopAt` (returned unvisited as `url`).
   */
  async navigate(
    url: string,
    init: { form?: Record<string, string>; stopAt?: (url: URL) => boolean } = {},
  ): Promise<{ url: string; response?: Response }> {
    let next = url;
    let form = init.form;
    for (let hops = 0; hops < 20; hops++) {
      const response = await this.request(next, { form });
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { url: next, response };
      form = undefined;
      next = new URL(location, next).href;
      const target = new URL(next);
      if (target.origin === this.appOrigin && !target.pathname.startsWith('/api/')) return { url: next };
      if (init.stopAt?.(target)) return { url: next };
    }
    throw new Error(`Too many redirects from ${url}`);
  }

  private store(url: string, response: Response): void {
    const origin = new URL(url).origin;
    const cookies = this.jar.get(origin) ?? new Map<string, { value: string; path: string }>();
    this.jar.set(origin, cookies);
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attribute = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const expires = attribute('expires');
      const maxAge = attribute('max-age');
      const removed = (maxAge !== undefined && Number(maxAge) <= 0) || (expires && Date.parse(expires) <= Date.now());
      if (removed) cookies.delete(name);
      else cookies.set(name, { value, path: attribute('path') ?? '/' });
    }
  }
}
