import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** web/dist, from api/src/web (tests, tsx) and from api/dist/web (npm start) alike. */
export const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const notForTheSpa = /^\/(api|socket\.io)(\/|$)/;

/**
 * Serves the built web app on every path that is not the API's or the socket's, with
 * index.html for client-side routes (/companies/…) so a reload or a shared link works.
 * Returns false when the app has not been built (npm run build -w web).
 */
export function serveWebApp(app: NestExpressApplication, distDir = defaultWebDist): boolean {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return false;
  app.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, path) => {
        // Vite fingerprints everything under assets/; the rest must be revalidated.
        res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || notForTheSpa.test(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return true;
}
