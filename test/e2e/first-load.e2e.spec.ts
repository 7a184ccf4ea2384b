import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../web/vite-precompress.js';
import { startTestApp, type SignedInUser, type TestApp } from '../support/test-app.js';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes on the wire, not decoded. */
  body: Buffer;
}

/** node:http rather than fetch: fetch asks for compression on its own and decodes what comes. */
function get(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${app.baseUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decode(answer: RawAnswer): Buffer {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(answer.body);
  if (coding === 'gzip') return gunzipSync(answer.body);
  return answer.body;
}

const assetPath = '/assets/index-Bq3xT9aZ.js';
const script = Array.from({ length: 400 }, (_, i) => `export const screen${i} = () => 'screen ${i}';`).join('\n');
const indexHtml = `<!doctype html><html><head><title>Dealbook</title><script type="module" src="${assetPath}"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;

let dist: string;
let app: TestApp;
let staff: SignedInUser;

beforeAll(async () => {
  // A build of its own, precompressed by the build's own step (web/vite-precompress.ts).
  dist = await mkdtemp(join(tmpdir(), 'dealbook-web-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), indexHtml);
  await writeFile(join(dist, assetPath), script);
  await precompressFolder(dist);
  app = await startTestApp({ webDist: dist });
  staff = await app.signIn('user');
});

afterAll(async () => {
  await app?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('answers a hashed asset with the best precompressed copy the request accepts, cached for a year', async () => {
    for (const [accept, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const answer = await get(assetPath, { 'accept-encoding': accept });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding'], accept).toBe(coding);
      expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // A document's security headers are left off a script; the ones that guard it stay.
      expect(answer.headers['content-security-policy']).toBeUndefined();
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.body.length).toBeLessThan(script.length / 4);
      expect(decode(answer).toString()).toBe(script);
    }
  });

  it('answers the plain file to a client that accepts no compression', async () => {
    const answer = await get(assetPath);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(answer.body.toString()).toBe(script);
  });

  it('answers index.html, compressed, to be revalidated on every load, at the app route and at its own name', async () => {
    for (const path of ['/', '/companies/123', '/index.html']) {
      const answer = await get(path, { 'accept-encoding': 'gzip, br' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      expect(answer.headers['content-encoding']).toBe('br');
      expect(decode(answer).toString()).toBe(indexHtml);
    }
  });

  it('answers 404 for an asset of another build rather than index.html in its place', async () => {
    const answer = await get('/assets/index-Old00000.js', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control'] ?? '').not.toMatch(/immutable/);
    expect(decode(answer).toString()).not.toContain('<div id="root">');
  });
});

describe('API answers', () => {
  const docs = () => ({ authorization: `Bearer ${staff.token}` });

  it('compresses a large JSON answer when asked, and sends it plain when not', async () => {
    const plain = await get('/api/docs', docs());
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(plain.body.length).toBeGreaterThan(10_000);
    const document = JSON.parse(plain.body.toString()) as unknown;

    for (const [accept, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await get('/api/docs', { ...docs(), 'accept-encoding': accept });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding'], accept).toBe(coding);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.body.length).toBeLessThan(plain.body.length / 3);
      expect(JSON.parse(decode(answer).toString())).toEqual(document);
    }
  });

  it('leaves a small answer plain even when compression is accepted', async () => {
    const answer = await get('/api/health', { 'accept-encoding': 'gzip, br' });
    expect(answer.body.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toBeTruthy();
  });
});
