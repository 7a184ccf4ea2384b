import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Google Places API (New): the real service cannot be reached from the test
 * machines. A real HTTP server (node:http) speaking the documented shapes of the two calls
 * Dealbook makes: POST /v1/places:autocomplete ({input, sessionToken, includedRegionCodes?} ->
 * {suggestions: [{placePrediction: {place, placeId, text, structuredFormat, types}}]}) and
 * GET /v1/places/{placeId}?sessionToken= with X-Goog-FieldMask (-> {addressComponents,
 * formattedAddress}). Every call must carry X-Goog-Api-Key with this server's key, else 403 as Google
 * answers; errors use Google's {error: {code, message, status}}.
 */
export interface RecordedPlacesRequest {
  method: string;
  /** Path and query exactly as received. */
  url: string;
  apiKey: string | undefined;
  fieldMask: string | undefined;
  body: unknown;
}

export interface PlacesTestServer {
  baseUrl: string;
  apiKey: string;
  /** The place id the canned autocomplete answer suggests, with full UK address details. */
  placeId: string;
  requests: RecordedPlacesRequest[];
  /** Every call answers 500 INTERNAL while set. */
  fail(failing: boolean): void;
  close(): Promise<void>;
}

const googleError = (code: number, status: string, message: string) => ({ error: { code, message, status } });

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const component = (longText: string, shortText: string, ...types: string[]) => ({
  longText,
  shortText,
  types,
  languageCode: 'en-GB',
});

export async function startPlacesTestServer(): Promise<PlacesTestServer> {
  const apiKey = `AIza-${randomUUID()}`;
  const placeId = 'ChIJdd4hrwug2EcRmSrV3Vo6llI';
  const requests: RecordedPlacesRequest[] = [];
  let failing = false;

  const suggestion = (id: string, main: string, secondary: string) => ({
    placePrediction: {
      place: `places/${id}`,
      placeId: id,
      text: { text: `${main}, ${secondary}`, matches: [{ endOffset: 5 }] },
      structuredFormat: { mainText: { text: main, matches: [{ endOffset: 5 }] }, secondaryText: { text: secondary } },
      types: ['premise', 'geocode'],
    },
  });

  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const header = (name: string) => (typeof req.headers[name] === 'string' ? req.headers[name] : undefined);
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        apiKey: header('x-goog-api-key'),
        fieldMask: header('x-goog-fieldmask'),
        body: raw ? (JSON.parse(raw) as unknown) : undefined,
      });
      if (header('x-goog-api-key') !== apiKey) {
        return send(res, 403, googleError(403, 'PERMISSION_DENIED', 'The provided API key is invalid.'));
      }
      if (failing) return send(res, 500, googleError(500, 'INTERNAL', 'Internal error encountered.'));
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method === 'POST' && url.pathname === '/v1/places:autocomplete') {
        const body = JSON.parse(raw || '{}') as { input?: string };
        if (!body.input) return send(res, 400, googleError(400, 'INVALID_ARGUMENT', 'input is required'));
        if (body.input.toLowerCase().startsWith('zzz')) return send(res, 200, {});
        return send(res, 200, {
          suggestions: [
            suggestion(placeId, 'Alpha House', '100 Albert Road, Portsmouth, UK'),
            { queryPrediction: { text: { text: `${body.input} near me` } } },
            suggestion('ChIJ2eUgeAK6j4ARbn5u_wAGqWA', '1600 Amphitheatre Parkway', 'Mountain View, CA, USA'),
          ],
        });
      }
      const details = /^\/v1\/places\/([^/:]+)$/.exec(url.pathname);
      if (req.method === 'GET' && details) {
        if (details[1] !== placeId) {
          return send(res, 404, googleError(404, 'NOT_FOUND', `Place '${details[1]}' was not found.`));
        }
        return send(res, 200, {
          formattedAddress: 'Flat 3, Alpha House, 100 Albert Road, Southsea, Portsmouth PO4 0JX, UK',
          addressComponents: [
            component('Flat 3', 'Flat 3', 'subpremise'),
            component('Alpha House', 'Alpha House', 'premise'),
            component('100', '100', 'street_number'),
            component('Albert Road', 'Albert Rd', 'route'),
            component('Southsea', 'Southsea', 'locality', 'political'),
            component('Portsmouth', 'Portsmouth', 'postal_town'),
            component('Hampshire', 'Hampshire', 'administrative_area_level_2', 'political'),
            component('England', 'England', 'administrative_area_level_1', 'political'),
            component('United Kingdom', 'GB', 'country', 'political'),
            component('PO4 0JX', 'PO4 0JX', 'postal_code'),
          ],
        });
      }
      return send(res, 404, googleError(404, 'NOT_FOUND', 'Method not found.'));
    })().catch((error: unknown) => send(res, 500, googleError(500, 'INTERNAL', String(error))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey,
    placeId,
    requests,
    fail(value) {
      failing = value;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
