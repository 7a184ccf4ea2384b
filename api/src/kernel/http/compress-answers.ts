import type { NextFunction, Request, Response } from 'express';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { preferredEncoding, varyOnAcceptEncoding, type ContentCoding } from './accept-encoding.js';

/**
 * Smaller answers (a record, a write's answer) reach the browser in the connection's first few
 * packets either way; compressing them cost the write path about 4 % of its CPU for no time saved.
 * Lists, boards and reports are larger and still compressed.
 */
export const compressFromBytes = 4096;
const compressedTypes = /^application\/([\w.-]+\+)?json\b|^text\/(plain|csv|html)\b/i;

// Quality 4 / level 6: most of the saving for a fraction of the CPU of the maximum settings,
// which the precompressed static files can afford and per-request answers cannot.
const encoders: Record<ContentCoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

function compressible(res: Response): boolean {
  const type = res.getHeader('Content-Type');
  return (
    typeof type === 'string' &&
    compressedTypes.test(type) &&
    !res.hasHeader('Content-Encoding') &&
    !res.hasHeader('Content-Range') &&
    // A file download keeps its bytes as stored, whatever its type.
    !res.hasHeader('Content-Disposition') &&
    res.statusCode >= 200 &&
    res.statusCode !== 204 &&
    res.statusCode !== 206
  );
}

/**
 * Compresses the API's whole-body answers (JSON, text) above 1 KB with brotli or gzip, as the
 * request accepts. Only an answer sent in one piece (`res.json`/`res.send`, which end the
 * response with the body) is compressed: a streamed answer (file downloads, anything that
 * calls `write`) and the socket.io transport, which never reaches Express, pass untouched.
 */
export function compressAnswers() {
  return (req: Request, res: Response, next: NextFunction) => {
    const coding = req.method === 'HEAD' ? undefined : preferredEncoding(req.headers['accept-encoding']);
    const write = res.write;
    const end = res.end;
    const send = end.bind(res) as (...args: unknown[]) => Response;
    const restore = () => {
      res.write = write;
      res.end = end;
    };
    // Once a handler streams, the answer is not ours to buffer.
    res.write = function (this: Response, ...args: Parameters<Response['write']>) {
      restore();
      return write.apply(this, args);
    } as Response['write'];
    res.end = function (...args: unknown[]) {
      restore();
      const [chunk, encoding] = args;
      if (res.headersSent || chunk === undefined || chunk === null || typeof chunk === 'function' || !compressible(res))
        return send(...args);
      res.setHeader('Vary', varyOnAcceptEncoding(res.getHeader('Vary')));
      const body =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      if (!coding || body.length < compressFromBytes) return send(body, callback);
      encoders[coding](body).then(
        (compressed) => {
          res.setHeader('Content-Encoding', coding);
          res.setHeader('Content-Length', compressed.length);
          send(compressed, callback);
        },
        () => send(body, callback),
      );
      return res;
    } as Response['end'];
    next();
  };
}
