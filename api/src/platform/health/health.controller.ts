import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { HealthReport, HealthStatus, Readiness } from '@dealbook/contracts';
import { Public, Roles } from '../../kernel/http/access-rule.decorator.js';
import { HealthService } from './health.service.js';
import { healthReportSchema, healthStatusSchema, readinessSchema } from '@dealbook/contracts';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';

@Controller('health')
export class HealthController {
  constructor(@Inject(HealthService) private readonly health: HealthService) {}

  /**
   * Liveness for load balancers and uptime checks: 200 when the database answers, 503 otherwise.
   * Only the status: the database version and read-model names would tell an anonymous caller
   * what to attack.
   */
  @Get()
  @Public()
  @ResponseDoc({ body: healthStatusSchema, also: [{ status: 503, body: healthStatusSchema }] })
  async status(@Res({ passthrough: true }) res: Response): Promise<HealthStatus> {
    const report = await this.answer(res);
    return { status: report.status };
  }

  /**
   * Readiness for a load balancer: 200 while this instance should get requests, 503 with the
   * reasons while it should not (shutting down, database gone, change feed stuck). Public like
   * liveness, and as terse.
   */
  @Get('ready')
  @Public()
  @ResponseDoc({ body: readinessSchema, also: [{ status: 503, body: readinessSchema }] })
  async ready(@Res({ passthrough: true }) res: Response): Promise<Readiness> {
    const readiness = await this.health.readiness();
    res.status(readiness.status === 'ready' ? 200 : 503);
    res.setHeader('Cache-Control', 'no-store');
    return readiness;
  }

  /** The database kind and version, the event store head and each projection's lag: staff only. */
  @Get('details')
  @Roles('user')
  @ResponseDoc({ body: healthReportSchema, also: [{ status: 503, body: healthReportSchema }] })
  details(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    return this.answer(res);
  }

  private async answer(res: Response): Promise<HealthReport> {
    const report = await this.health.report();
    res.status(report.status === 'ok' ? 200 : 503);
    res.setHeader('Cache-Control', 'no-store');
    return report;
  }
}
