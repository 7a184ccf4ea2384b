import express from 'express';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAnswers } from './compress-answers.js';

const rows = Array.from({ length: 200 }, (_, i) => ({ _id: `row-${i}`, name: `Company ${i}` }));
const large = JSON.stringify(rows);

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  const app = express();
  app.use(compressAnswers());
  app.get('/large', (_req, res) => res.json(rows));
  app.get('/small', (_req, res) => res.json({ ok: true }));
  app.get('/record', (_req, res) => res.json(rows.slice(0, 80)));
  app.get('/download', (_req, res) => res.attachment('companies.json').type('json').send(large));
  app.get('/spreadsheet', (_req, res) =>
    res.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(Buffer.from(large)),
  );
  app.get('/streamed', (_req, res) => {
    res.type('json');
    res.write(large.slice(0, 2000));
    setTimeout(() => res.end(large.slice(2000)), 10);
  });
  app.get('/events', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(`data: ${large}\n\n`);
    res.end();
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

function get(path: string, acceptEncoding?: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressAnswers', () => {
  it('compresses a JSON answer of 4 KB and more with the coding asked for, and not otherwise', async () => {
    const br = await get('/large', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(large);
    const gzip = await get('/large', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(large);
    const plain = await get('/large');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(large);
  });

  it('leaves small answers, downloads, spreadsheets, streams and server-sent events as they are', async () => {
    expect((await get('/small', 'br')).headers['content-encoding']).toBeUndefined();
    // A record-sized answer (about 3 KB) goes as it is.
    const record = await get('/record', 'gzip, br');
    expect(record.body.length).toBeGreaterThan(2500);
    expect(record.headers['content-encoding']).toBeUndefined();
    for (const path of ['/download', '/spreadsheet', '/streamed', '/events']) {
      const answer = await get(path, 'gzip, br');
      expect(answer.headers['content-encoding'], path).toBeUndefined();
      expect(answer.body.toString(), path).toContain(large);
    }
  });
});
