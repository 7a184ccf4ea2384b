import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  ReportFormats,
  ReportTitles,
  reportParamSchemas,
  reportTableSchema,
  type ReportFormat,
  type ReportName,
  type ReportTable,
} from '@dealbook/contracts';
import { z } from 'zod';
import { ExcelContentType } from '../documents/document-file.js';
import { PdfContentType } from '../exports/pdf/render-pdf.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { ReportFiles } from './report-files.js';
import { Roles } from '../auth/access-rule.decorator.js';
import { ResponseDoc } from '../openapi/response-doc.decorator.js';
import { ReportRunner } from './report-runner.service.js';

const formatParam = z.enum(ReportFormats);
const formatPipe = new ZodValidationPipe(formatParam, 'format');

const errorsOf = (name: ReportName) =>
  name === 'caller-activity' || name === 'project-communications' ? ([404] as const) : ([] as const);
const fileDoc = (name: ReportName) =>
  ResponseDoc({
    file: [PdfContentType, ExcelContentType],
    headers: ['Content-Disposition'],
    query: reportParamSchemas[name],
    params: { format: formatParam },
    errors: [...errorsOf(name)],
  });
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
  constructor(
    @Inject(ReportRunner) private readonly reports: ReportRunner,
    @Inject(ReportFiles) private readonly files: ReportFiles,
  ) {}

  @Get('projects-by-date')
  @tableDoc('projects-by-date')
  projectsByDate(@Query() query: unknown): Promise<ReportTable> {
    return this.table('projects-by-date', query);
  }

  @Get('projects-by-date/:format')
  @fileDoc('projects-by-date')
  projectsByDateFile(@Param('format', formatPipe) format: ReportFormat, @Query() query: unknown, @Res() res: Response) {
    return this.file('projects-by-date', format, query, res);
  }

  @Get('velocity-products')
  @tableDoc('velocity-products')
  velocityProducts(@Query() query: unknown): Promise<ReportTable> {
    return this.table('velocity-products', query);
  }

  @Get('velocity-products/:format')
  @fileDoc('velocity-products')
  velocityProductsFile(
    @Param('format', formatPipe) format: ReportFormat,
    @Query() query: unknown,
    @Res() res: Response,
  ) {
    return this.file('velocity-products', format, query, res);
  }

  @Get('pitches')
  @tableDoc('pitches')
  pitches(@Query() query: unknown): Promise<ReportTable> {
    return this.table('pitches', query);
  }

  @Get('pitches/:format')
  @fileDoc('pitches')
  pitchesFile(@Param('format', formatPipe) format: ReportFormat, @Query() query: unknown, @Res() res: Response) {
    return this.file('pitches', format, query, res);
  }

  @Get('pipeline')
  @tableDoc('pipeline')
  pipeline(@Query() query: unknown): Promise<ReportTable> {
    return this.table('pipeline', query);
  }

  @Get('pipeline/:format')
  @fileDoc('pipeline')
  pipelineFile(@Param('format', formatPipe) format: ReportFormat, @Query() query: unknown, @Res() res: Response) {
    return this.file('pipeline', format, query, res);
  }

  @Get('caller-activity')
  @tableDoc('caller-activity')
  callerActivity(@Query() query: unknown): Promise<ReportTable> {
    return this.table('caller-activity', query);
  }

  @Get('caller-activity/:format')
  @fileDoc('caller-activity')
  callerActivityFile(@Param('format', formatPipe) format: ReportFormat, @Query() query: unknown, @Res() res: Response) {
    return this.file('caller-activity', format, query, res);
  }

  @Get('project-communications')
  @tableDoc('project-communications')
  projectCommunications(@Query() query: unknown): Promise<ReportTable> {
    return this.table('project-communications', query);
  }

  @Get('project-communications/:format')
  @fileDoc('project-communications')
  projectCommunicationsFile(
    @Param('format', formatPipe) format: ReportFormat,
    @Query() query: unknown,
    @Res() res: Response,
  ) {
    return this.file('project-communications', format, query, res);
  }

  private async file(name: ReportName, format: ReportFormat, query: unknown, res: Response): Promise<void> {
    const result = await this.reports.run(name, this.reports.parse(name, query));
    await this.files.send(res, result, ReportTitles[name], format);
  }

  private async table(name: ReportName, query: unknown): Promise<ReportTable> {
    const result = await this.reports.run(name, this.reports.parse(name, query));
    return this.reports.table(result, ReportTitles[name]);
  }
}
