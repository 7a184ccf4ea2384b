import { randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Brandfetch: a real HTTP server (node:http) speaking the documented shapes of the
 * calls Dealbook makes: the Brand Search API GET /v2/search/{name}?c={clientId} (-> [{icon, name,
 * domain, claimed, brandId}]), the Brand API GET /v2/brands/domain/{domain} with a bearer key
 * (-> {id, name, domain, logos: [{type, theme, formats: [{src, format, ...}]}]}), and the logo
 * files themselves under /assets/. Domains are canned:
 * acme.example has a PNG icon; text.example's "logo" is served as text/html; big.example's is too
 * large; anything else is 404 as Brandfetch answers for an unknown brand.
 */
export interface RecordedCompanyDataRequest {
  method: string;
  url: string;
  authorization: string | undefined;
}

export interface CompanyDataTestServer {
  baseUrl: string;
  apiKey: string;
  clientId: string;
  /** The bytes of acme.example's PNG icon. */
  acmeIcon: Buffer;
  requests: RecordedCompanyDataRequest[];
  /** Every API call answers 500 while set. */
  fail(failing: boolean): void;
  close(): Promise<void>;
}

// A 1x1 PNG: signature, IHDR, IDAT, IEND.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startCompanyDataTestServer(): Promise<CompanyDataTestServer> {
  const apiKey = `bf-key-${randomUUID()}`;
  const clientId = `bf-client-${randomUUID()}`;
  const requests: RecordedCompanyDataRequest[] = [];
  let failing = false;
  let baseUrl = '';

  const brand = (domain: string, file: string, format: string) => ({
    id: `id_${domain.replace(/\W/g, '')}`,
    name: domain.split('.')[0],
    domain,
    claimed: false,
    logos: [
      { type: 'logo', theme: 'light', tags: [], formats: [{ src: `${baseUrl}/assets/${file}.svg`, format: 'svg' }] },
      {
        type: 'icon',
        theme: 'dark',
        tags: [],
        formats: [
          { src: `${baseUrl}/assets/${file}.svg`, format: 'svg', background: null },
          { src: `${baseUrl}/assets/${file}`, format, background: 'transparent', width: 1, height: 1, size: 70 },
        ],
      },
    ],
  });

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization });
    if (url.pathname.startsWith('/assets/')) {
      const file = url.pathname.slice('/assets/'.length);
      if (file === 'acme.png') {
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
        return res.end(png);
      }
      if (file === 'text.png') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html><script>alert(1)</script></html>');
      }
      if (file === 'big.png') {
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end(Buffer.alloc(600 * 1024));
      }
      return send(res, 404, { message: 'Not found' });
    }
    if (failing) return send(res, 500, { message: 'Internal Server Error' });
    const search = /^\/v2\/search\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && search) {
      if (url.searchParams.get('c') !== clientId) return send(res, 401, { message: 'Invalid client id' });
      const name = decodeURIComponent(search[1]!);
      return send(res, 200, [
        {
          icon: `${baseUrl}/assets/acme.png`,
          name: `${name} Corporation`,
          domain: 'acme.example',
          claimed: true,
          brandId: 'id_acme',
        },
        { icon: null, name: null, domain: 'acme-widgets.example', claimed: false, brandId: 'id_widgets' },
        { icon: null, name: 'Broken', domain: 'not a domain', claimed: false, brandId: 'id_broken' },
      ]);
    }
    const byDomain = /^\/v2\/brands\/domain\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && byDomain) {
      if (req.headers.authorization !== `Bearer ${apiKey}`) return send(res, 401, { message: 'Invalid API key' });
      const domain = decodeURIComponent(byDomain[1]!);
      if (domain === 'acme.example') return send(res, 200, brand(domain, 'acme.png', 'png'));
      if (domain === 'text.example') return send(res, 200, brand(domain, 'text.png', 'png'));
      if (domain === 'big.example') return send(res, 200, brand(domain, 'big.png', 'png'));
      if (domain === 'elsewhere.example') {
        return send(res, 200, {
          ...brand(domain, 'acme.png', 'png'),
          logos: [{ type: 'icon', formats: [{ src: 'http://169.254.169.254/latest/meta-data', format: 'png' }] }],
        });
      }
      return send(res, 404, { message: 'Brand not found' });
    }
    return send(res, 404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    apiKey,
    clientId,
    acmeIcon: png,
    requests,
    fail(value) {
      failing = value;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
