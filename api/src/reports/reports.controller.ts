import { Controller, Get, Inject, Query } from '@nestjs/common';
import {
  ReportTitles,
  reportParamSchemas,
  reportTableSchema,
  type ReportName,
  type ReportTable,
} from '@dealbook/contracts';
import { Roles } from '../auth/access-rule.decorator.js';
import { ResponseDoc } from '../openapi/response-doc.decorator.js';
import { ReportRunner } from './report-runner.service.js';

const tableDoc = (name: ReportName) =>
  ResponseDoc({
    body: reportTableSchema,
    query: reportParamSchemas[name],
    errors: name === 'caller-activity' || name === 'project-communications' ? [404] : [],
  });

/**
 * The firm's reports (issue 15, /reports): each answers its table as the page shows it, for the
 * period and filters in its query string. Staff only: the reports read every record.
 */
@Controller('reports')
@Roles('user')
export class ReportsController {
  constructor(@Inject(ReportRunner) private readonly reports: ReportRunner) {}

  @Get('projects-by-date')
  @tableDoc('projects-by-date')
  projectsByDate(@Query() query: unknown): Promise<ReportTable> {
    return this.table('projects-by-date', query);
  }

  @Get('velocity-products')
  @tableDoc('velocity-products')
  velocityProducts(@Query() query: unknown): Promise<ReportTable> {
    return this.table('velocity-products', query);
  }

  @Get('pitches')
  @tableDoc('pitches')
  pitches(@Query() query: unknown): Promise<ReportTable> {
    return this.table('pitches', query);
  }

  @Get('pipeline')
  @tableDoc('pipeline')
  pipeline(@Query() query: unknown): Promise<ReportTable> {
    return this.table('pipeline', query);
  }

  @Get('caller-activity')
  @tableDoc('caller-activity')
  callerActivity(@Query() query: unknown): Promise<ReportTable> {
    return this.table('caller-activity', query);
  }

  @Get('project-communications')
  @tableDoc('project-communications')
  projectCommunications(@Query() query: unknown): Promise<ReportTable> {
    return this.table('project-communications', query);
  }

  private async table(name: ReportName, query: unknown): Promise<ReportTable> {
    const result = await this.reports.run(name, this.reports.parse(name, query));
    return this.reports.table(result, ReportTitles[name]);
  }
}
