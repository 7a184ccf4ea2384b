import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Metrics } from './metrics.js';

/**
 * Times every API request into the duration histogram, labelled by the route's pattern
 * (`/api/company/:id`), never the path itself: ids would make a series per record.
 */
@Injectable()
export class HttpMetricsMiddleware implements NestMiddleware {
  constructor(@Inject(Metrics) private readonly metrics: Metrics) {}

  use(req: Request, res: Response, next: NextFunction): void {
    const started = performance.now();
    res.once('finish', () => {
      const pattern = (req.route as { path?: unknown } | undefined)?.path;
      this.metrics.httpDuration.observe(
        {
          method: req.method,
          route: typeof pattern === 'string' ? pattern : 'unmatched',
          status: String(res.statusCode),
        },
        (performance.now() - started) / 1000,
      );
    });
    next();
  }
}
