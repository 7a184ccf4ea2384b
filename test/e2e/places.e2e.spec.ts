import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressLookupNotConfigured,
  type ErrorBody,
  type PlaceAddress,
  type PlaceSuggestion,
} from '@dealbook/contracts';
import { startPlacesTestServer, type PlacesTestServer } from '../support/places-test-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

async function get(app: TestApp, token: string, path: string) {
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  return { status: response.status, text, json: <T>() => JSON.parse(text) as T };
}

/** The module reads its settings from the environment when the app starts. */
async function startWithEnv(env: Record<string, string>): Promise<TestApp> {
  Object.assign(process.env, env);
  try {
    return await startTestApp();
  } finally {
    for (const name of Object.keys(env)) delete process.env[name];
  }
}

const session = 'd9b2f6c4-3c1e-4a57-9d0e-5b0c0a1f2e3d';
const autocomplete = (input: string, sessionToken = session) =>
  `/api/places/autocomplete?${new URLSearchParams({ input, sessionToken }).toString()}`;

describe('address lookup without PLACES_API_KEY', () => {
  let app: TestApp;
  let user: string;
  beforeAll(async () => {
    app = await startTestApp();
    user = (await app.signIn('user')).token;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('says it is off and answers 404 to the lookups, so the forms keep plain inputs', async () => {
    expect((await get(app, user, '/api/places/status')).json()).toEqual({ enabled: false });
    for (const path of [autocomplete('10 Downing'), `/api/places/ChIJabc?sessionToken=${session}`]) {
      const r = await get(app, user, path);
      expect(r.status, path).toBe(404);
      expect(r.json<ErrorBody>().message).toBe(addressLookupNotConfigured);
    }
  });
});

describe('address lookup through the Places API (New)', () => {
  let maps: PlacesTestServer;
  let app: TestApp;
  let user: string;
  beforeAll(async () => {
    maps = await startPlacesTestServer();
    app = await startWithEnv({
      PLACES_API_KEY: maps.apiKey,
      PLACES_API_BASE_URL: maps.baseUrl,
      PLACES_REGION_CODES: 'gb',
    });
    user = (await app.signIn('user')).token;
  });
  afterAll(async () => {
    await app?.close();
    await maps?.close();
  });

  it('says it is on', async () => {
    expect((await get(app, user, '/api/places/status')).json()).toEqual({ enabled: true });
  });

  it('suggests places with the key, the session token and the region, dropping query predictions', async () => {
    maps.requests.length = 0;
    const r = await get(app, user, autocomplete('  Alpha House  '));
    expect(r.status).toBe(200);
    expect(r.json<PlaceSuggestion[]>()).toEqual([
      { placeId: maps.placeId, description: 'Alpha House, 100 Albert Road, Portsmouth, UK' },
      { placeId: 'ChIJ2eUgeAK6j4ARbn5u_wAGqWA', description: '1600 Amphitheatre Parkway, Mountain View, CA, USA' },
    ]);
    expect(maps.requests).toEqual([
      {
        method: 'POST',
        url: '/v1/places:autocomplete',
        apiKey: maps.apiKey,
        fieldMask: undefined,
        body: { input: 'Alpha House', sessionToken: session, includedRegionCodes: ['gb'] },
      },
    ]);
    expect(r.text).not.toContain(maps.apiKey);
  });

  it('answers an empty list when the maps service has no suggestion', async () => {
    const r = await get(app, user, autocomplete('zzzz'));
    expect(r.status).toBe(200);
    expect(r.json()).toEqual([]);
  });

  it('maps the picked place to address fields, ending the session with its token', async () => {
    maps.requests.length = 0;
    const r = await get(app, user, `/api/places/${maps.placeId}?sessionToken=${session}`);
    expect(r.status).toBe(200);
    expect(r.json<PlaceAddress>()).toEqual({
      line1: 'Flat 3, Alpha House',
      line2: '100 Albert Road',
      city: 'Portsmouth',
      county: 'Hampshire',
      postcode: 'PO4 0JX',
      country: 'United Kingdom',
    });
    expect(maps.requests).toEqual([
      {
        method: 'GET',
        url: `/v1/places/${maps.placeId}?sessionToken=${session}`,
        apiKey: maps.apiKey,
        fieldMask: 'addressComponents,formattedAddress',
        body: undefined,
      },
    ]);
  });

  it('answers 404 for a place the maps service does not know', async () => {
    const r = await get(app, user, `/api/places/ChIJunknown?sessionToken=${session}`);
    expect(r.status).toBe(404);
    expect(r.json<ErrorBody>().message).toBe('Place ChIJunknown was not found');
  });

  it('refuses bad input with 400 and calls nobody', async () => {
    maps.requests.length = 0;
    const bad = [
      autocomplete('ab'),
      autocomplete('x'.repeat(201)),
      `/api/places/autocomplete?input=Downing`,
      autocomplete('Downing', 'not a token!'),
      autocomplete('Downing', 'x'.repeat(37)),
      `/api/places/ChIJ%2E%2E?sessionToken=${session}`,
      `/api/places/ChIJabc`,
    ];
    for (const path of bad) {
      const r = await get(app, user, path);
      expect(r.status, path).toBe(400);
    }
    const short = await get(app, user, autocomplete('ab'));
    expect(short.json<ErrorBody>().message).toBe('input must be at least 3 characters');
    expect(maps.requests).toEqual([]);
  });

  it('answers 502 with a clear message when the maps service fails, without leaking the key', async () => {
    maps.fail(true);
    try {
      for (const path of [autocomplete('Alpha'), `/api/places/${maps.placeId}?sessionToken=${session}`]) {
        const r = await get(app, user, path);
        expect(r.status, path).toBe(502);
        expect(r.json<ErrorBody>().message).toBe('The address lookup service refused the call (500)');
        expect(r.text).not.toContain(maps.apiKey);
      }
    } finally {
      maps.fail(false);
    }
  });

  it('is for staff only: clients and external users get 403', async () => {
    for (const role of ['client', 'external'] as const) {
      const { token } = await app.signIn(role);
      for (const path of [
        '/api/places/status',
        autocomplete('Alpha'),
        `/api/places/${maps.placeId}?sessionToken=${session}`,
      ]) {
        expect((await get(app, token, path)).status, `${role} ${path}`).toBe(403);
      }
    }
  });
});

describe('address lookup with the maps service out of reach', () => {
  let app: TestApp;
  let user: string;
  beforeAll(async () => {
    // A port that was just free: nothing listens there.
    const maps = await startPlacesTestServer();
    await maps.close();
    app = await startWithEnv({ PLACES_API_KEY: maps.apiKey, PLACES_API_BASE_URL: maps.baseUrl });
    user = (await app.signIn('user')).token;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 502 saying the service could not be reached', async () => {
    const r = await get(app, user, autocomplete('Alpha'));
    expect(r.status).toBe(502);
    expect(r.json<ErrorBody>().message).toBe('The address lookup service could not be reached');
  });
});
