import { createHash, timingSafeEqual } from 'node:crypto';
import { Controller, Get, Header, Inject, NotFoundException, Req, Res, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../../kernel/http/access-rule.decorator.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { APP_CONFIG } from '../../kernel/config/config.module.js';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { bearerToken } from '../auth/authenticator.service.js';
import { Metrics } from './metrics.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics for Prometheus. Off unless METRICS_TOKEN is set, and then only with that token as
 * a bearer: the figures say how busy the firm is and which routes fail, nothing for the internet.
 * Outside /api, where scrapers look, and no session: a scraper is not a user.
 */
@Controller('metrics')
export class MetricsController {
  constructor(
    @Inject(Metrics) private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Public()
  @Header('Cache-Control', 'no-store')
  @ResponseDoc({ text: true, errors: [401, 404] })
  scrape(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<string> {
    const token = this.config.metricsToken;
    if (!token) throw new NotFoundException('Metrics are off: set METRICS_TOKEN to turn them on');
    const given = bearerToken(request.headers.authorization);
    // Compared as digests, in constant time: the answer must not tell how much of a guess was right.
    if (!given || !timingSafeEqual(digest(given), digest(token))) {
      throw new UnauthorizedException('Send the METRICS_TOKEN as a bearer token to read the metrics');
    }
    // Set here, not by a decorator: a refusal above is JSON like every other.
    response.setHeader('Content-Type', this.metrics.registry.contentType);
    return this.metrics.registry.metrics();
  }
}
