import type { NextFunction, Request, Response } from 'express';
import type { Metrics } from './metrics.js';

/**
 * Times every request into the duration histogram, labelled by the route's pattern
 * (`/api/company/:id`), never the path itself: ids would make a series per record. Plain Express
 * middleware (app.factory.ts), not a Nest route: the route catalogue holds only the API's routes.
 */
export function timeRequests(metrics: Metrics) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = performance.now();
    res.once('finish', () => {
      const pattern = (req.route as { path?: unknown } | undefined)?.path;
      metrics.httpDuration.observe(
        {
          method: req.method,
          route: typeof pattern === 'string' ? pattern : 'unmatched',
          status: String(res.statusCode),
        },
        (performance.now() - started) / 1000,
      );
    });
    next();
  };
}
