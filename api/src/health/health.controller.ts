import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { HealthReport } from '@dealbook/contracts';
import { Public } from '../auth/access-rule.decorator.js';
import { HealthService } from './health.service.js';

@Controller('health')
export class HealthController {
  constructor(@Inject(HealthService) private readonly health: HealthService) {}

  /** 200 when the database answers, 503 otherwise (load balancers take the instance out). */
  @Get()
  @Public()
  async report(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const report = await this.health.report();
    res.status(report.status === 'ok' ? 200 : 503);
    res.setHeader('Cache-Control', 'no-store');
    return report;
  }
}
