import { outsideApiPrefix } from '../../api/src/kernel/http/global-prefix.js';
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** One answered request, as the OpenAPI traffic check replays it against the document. */
export interface RecordedExchange {
  method: string;
  /** The path without the query string. */
  path: string;
  status: number;
  contentType: string | undefined;
  /** The body as text (binary bodies are not kept: their media type is what is checked). */
  body: string | undefined;
}

/**
 * The JSON-lines file every test app appends its /api traffic to, so that the whole e2e run can be
 * replayed against the API document afterwards (test/traffic). DEALBOOK_TRAFFIC_FILE overrides
 * where; the e2e project's global setup empties it at the start of each run.
 */
export const trafficFile =
  process.env['DEALBOOK_TRAFFIC_FILE'] ??
  fileURLToPath(new URL('../../test-results/e2e-traffic.jsonl', import.meta.url));
mkdirSync(dirname(trafficFile), { recursive: true });

const textual = /json|text|xml|javascript/i;

/** The body as the handler wrote it, before the server's compression (api/src/kernel/http/compress-answers.ts). */
function decoded(body: Buffer, contentEncoding: string | undefined): Buffer {
  if (contentEncoding === 'br') return brotliDecompressSync(body);
  if (contentEncoding === 'gzip') return gunzipSync(body);
  return body;
}

/**
 * Records every API exchange (/api, and /metrics outside it) the server answers, seen from the server's side (so nothing a
 * test's client does to the request changes what is recorded). Installed ahead of Express.
 */
export function recordTraffic(server: Server): RecordedExchange[] {
  const recorded: RecordedExchange[] = [];
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const [path = ''] = (req.url ?? '').split('?');
    const ours =
      path === '/api' ||
      path.startsWith('/api/') ||
      outsideApiPrefix.some((name) => path === `/${name}` || path.startsWith(`/${name}/`));
    if (!ours) return;
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const keep = (chunk: unknown) => {
      if (typeof chunk === 'string') chunks.push(Buffer.from(chunk));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk);
      return write(chunk, ...rest);
    }) as ServerResponse['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (typeof chunk !== 'function') keep(chunk);
      return end(chunk, ...rest);
    }) as ServerResponse['end'];
    res.once('finish', () => {
      const contentType = res.getHeader('content-type')?.toString();
      const exchange: RecordedExchange = {
        method: req.method ?? 'GET',
        path,
        status: res.statusCode,
        contentType,
        body:
          contentType && textual.test(contentType)
            ? decoded(Buffer.concat(chunks), res.getHeader('content-encoding')?.toString()).toString('utf8')
            : undefined,
      };
      recorded.push(exchange);
      appendFileSync(trafficFile, `${JSON.stringify(exchange)}\n`);
    });
  });
  return recorded;
}
