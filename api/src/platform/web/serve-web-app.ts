import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preferredEncoding, varyOnAcceptEncoding, type ContentCoding } from '../../kernel/http/accept-encoding.js';

/** web/dist, from api/src/platform/web (tests, tsx) and from api/dist/platform/web (npm start) alike. */
export const defaultWebDist = fileURLToPath(new URL('../../../../web/dist', import.meta.url));

const notForTheSpa = /^\/(api|socket\.io|metrics|d)(\/|$)/;
/** Vite fingerprints everything under assets/: a name never changes content. */
const hashedAssets = /^\/assets\//;
const encodedSuffix: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };
/**
 * Security headers that govern a document and mean nothing on a script, style or font: the
 * dashboard's first load fetches some ninety of those, and these cost about 600 bytes each.
 * nosniff, Cross-Origin-Resource-Policy and HSTS stay.
 */
const documentOnlyHeaders = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

interface StaticFile {
  path: string;
  /** Precompressed copies written beside the file at build time (web/vite-precompress.ts). */
  encodings: ContentCoding[];
}

/** Every file of the build by URL path, read once: the build does not change under a running server. */
function indexBuild(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    const names = new Set(readdirSync(dir));
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && !/\.(br|gz)$/.test(entry.name)) {
        const encodings = (['br', 'gzip'] as const).filter((coding) => names.has(entry.name + encodedSuffix[coding]));
        files.set(`/${relative(distDir, path).split(sep).join('/')}`, { path, encodings });
      }
    }
  };
  walk(distDir);
  return files;
}

function sendStatic(req: Request, res: Response, next: NextFunction, file: StaticFile, immutable: boolean) {
  const coding = preferredEncoding(req.headers['accept-encoding'], file.encodings);
  res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (immutable) for (const name of documentOnlyHeaders) res.removeHeader(name);
  if (file.encodings.length > 0) res.setHeader('Vary', varyOnAcceptEncoding(res.getHeader('Vary')));
  // The type of the file, not of its .br/.gz copy (send keeps a Content-Type already set).
  res.type(extname(file.path));
  if (coding) res.setHeader('Content-Encoding', coding);
  res.sendFile(
    coding ? file.path + encodedSuffix[coding] : file.path,
    // A byte range of a compressed copy is of no use to a browser fetching a script.
    // An immutable file is never revalidated: no ETag or Last-Modified to send.
    { cacheControl: false, acceptRanges: !coding, dotfiles: 'allow', etag: !immutable, lastModified: !immutable },
    (error: (Error & { code?: string }) | undefined) => {
      // A browser leaving the page cancels its downloads: nothing to answer, nothing to log.
      if (error && error.code !== 'ECONNABORTED' && !res.headersSent) next(error);
    },
  );
}

/**
 * Serves the built web app on every path that is not the API's or the socket's, with
 * index.html for client-side routes (/companies/…) so a reload or a shared link works. Each
 * file goes out as the best precompressed copy the request accepts (br, then gzip), hashed
 * assets cached for a year, index.html revalidated on every load so a new build is picked up.
 * Returns false when the app has not been built (npm run build -w web).
 */
export function serveWebApp(app: NestExpressApplication, distDir = defaultWebDist): boolean {
  if (!existsSync(join(distDir, 'index.html'))) return false;
  const files = indexBuild(distDir);
  const indexHtml = files.get('/index.html')!;
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || notForTheSpa.test(req.path)) return next();
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = files.get(path);
    if (file) return sendStatic(req, res, next, file, hashedAssets.test(path));
    // A chunk of another build is missing, not a page: index.html in its place would fail as a script.
    if (hashedAssets.test(path)) return next();
    sendStatic(req, res, next, indexHtml, false);
  });
  return true;
}
