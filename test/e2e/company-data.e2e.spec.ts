import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDataNotConfigured, type CompanySuggestion, type ErrorBody } from '@dealbook/contracts';
import { startCompanyDataTestServer, type CompanyDataTestServer } from '../support/company-data-test-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

async function get(app: TestApp, token: string, path: string) {
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = Buffer.from(await response.arrayBuffer());
  const text = body.toString('utf8');
  return { status: response.status, headers: response.headers, body, text, json: <T>() => JSON.parse(text) as T };
}

describe('company data without COMPANY_DATA_PROVIDER_KEY', () => {
  let app: TestApp;
  let user: string;
  beforeAll(async () => {
    app = await startTestApp();
    user = (await app.signIn('user')).token;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('says it is off and answers 404 to the lookups', async () => {
    expect((await get(app, user, '/api/company-data/status')).json()).toEqual({ enabled: false });
    for (const path of ['/api/company-data/autocomplete?name=acme', '/api/company-data/logo/acme.example']) {
      const r = await get(app, user, path);
      expect(r.status, path).toBe(404);
      expect(r.json<ErrorBody>().message).toBe(companyDataNotConfigured);
    }
  });
});

describe('company data through Brandfetch', () => {
  let provider: CompanyDataTestServer;
  let app: TestApp;
  let user: string;
  beforeAll(async () => {
    provider = await startCompanyDataTestServer();
    // The module reads its settings from the environment when the app starts.
    const env = {
      COMPANY_DATA_PROVIDER_KEY: provider.apiKey,
      COMPANY_DATA_CLIENT_ID: provider.clientId,
      COMPANY_DATA_BASE_URL: provider.baseUrl,
    };
    Object.assign(process.env, env);
    try {
      app = await startTestApp();
    } finally {
      for (const name of Object.keys(env)) delete process.env[name];
    }
    user = (await app.signIn('user')).token;
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });

  it('says it is on', async () => {
    expect((await get(app, user, '/api/company-data/status')).json()).toEqual({ enabled: true });
  });

  it('suggests companies by name with logo URLs on this server, sending the client id', async () => {
    provider.requests.length = 0;
    const r = await get(app, user, '/api/company-data/autocomplete?name=Acme%20Co');
    expect(r.status).toBe(200);
    expect(r.json<CompanySuggestion[]>()).toEqual([
      { name: 'Acme Co Corporation', domain: 'acme.example', logoUrl: '/api/company-data/logo/acme.example' },
      {
        name: 'acme-widgets.example',
        domain: 'acme-widgets.example',
        logoUrl: '/api/company-data/logo/acme-widgets.example',
      },
    ]);
    expect(provider.requests.map((q) => q.url)).toEqual([`/v2/search/Acme%20Co?c=${provider.clientId}`]);
    expect(r.text).not.toContain(provider.clientId);
    expect(r.text).not.toContain(provider.baseUrl);
  });

  it('hands on the logo of a domain with the bearer key, as an image with cache headers', async () => {
    provider.requests.length = 0;
    const r = await get(app, user, '/api/company-data/logo/ACME.example');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/png');
    expect(r.headers.get('cache-control')).toBe('private, max-age=86400');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('content-security-policy')).toContain('sandbox');
    expect(r.body.equals(provider.acmeIcon)).toBe(true);
    expect(provider.requests).toEqual([
      { method: 'GET', url: '/v2/brands/domain/acme.example', authorization: `Bearer ${provider.apiKey}` },
      // The raster icon, not the SVGs.
      { method: 'GET', url: '/assets/acme.png', authorization: undefined },
    ]);
  });

  it('refuses a logo that is not an image or is too large (502), and fetches only provider hosts', async () => {
    const text = await get(app, user, '/api/company-data/logo/text.example');
    expect(text.status).toBe(502);
    expect(text.json<ErrorBody>().message).toBe('The company data service answered something other than an image');
    const big = await get(app, user, '/api/company-data/logo/big.example');
    expect(big.status).toBe(502);
    expect(big.json<ErrorBody>().message).toBe('The logo is larger than 524288 bytes');
    const elsewhere = await get(app, user, '/api/company-data/logo/elsewhere.example');
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.json<ErrorBody>().message).toBe('No logo was found for elsewhere.example');
  });

  it('answers 404 for a domain the provider does not know', async () => {
    const r = await get(app, user, '/api/company-data/logo/unknown.example');
    expect(r.status).toBe(404);
    expect(r.json<ErrorBody>().message).toBe('No logo was found for unknown.example');
  });

  it('refuses bad input with 400 and calls nobody', async () => {
    provider.requests.length = 0;
    const bad = [
      '/api/company-data/autocomplete?name=a',
      `/api/company-data/autocomplete?name=${'x'.repeat(101)}`,
      '/api/company-data/autocomplete',
      '/api/company-data/logo/localhost',
      '/api/company-data/logo/127.0.0.1',
      '/api/company-data/logo/acme.example%2Fpath',
      '/api/company-data/logo/acme.example:8080',
    ];
    for (const path of bad) {
      const r = await get(app, user, path);
      expect(r.status, path).toBe(400);
    }
    expect(provider.requests).toEqual([]);
  });

  it('answers 502 with a clear message when the provider fails, without leaking its key', async () => {
    provider.fail(true);
    try {
      for (const path of ['/api/company-data/autocomplete?name=acme', '/api/company-data/logo/acme.example']) {
        const r = await get(app, user, path);
        expect(r.status, path).toBe(502);
        expect(r.json<ErrorBody>().message).toBe('The company data service refused the call (500)');
        expect(r.text).not.toContain(provider.apiKey);
      }
    } finally {
      provider.fail(false);
    }
  });

  it('is for staff only: clients and external users get 403', async () => {
    for (const role of ['client', 'external'] as const) {
      const { token } = await app.signIn(role);
      for (const path of [
        '/api/company-data/status',
        '/api/company-data/autocomplete?name=acme',
        '/api/company-data/logo/acme.example',
      ]) {
        expect((await get(app, token, path)).status, `${role} ${path}`).toBe(403);
      }
    }
  });
});
