import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  type SessionUser,
  ReportFormats,
  ReportTitles,
  reportParamSchemas,
  reportTableSchema,
  type ReportFormat,
  type ReportName,
  type ReportTable,
} from '@dealbook/contracts';
import { z } from 'zod';
import { ExcelContentType } from '../../kernel/http/document-file.js';
import { PdfContentType } from '../../platform/exports/pdf/render-pdf.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { ReportFiles } from './report-files.js';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { HeavyWork } from '../../kernel/heavy-work/heavy-work.decorator.js';
import { HeavyWorkLimiter } from '../../kernel/heavy-work/heavy-work.limiter.js';
import { clientGone } from '../../kernel/http/client-gone.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
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
    errors: [...errorsOf(name), 429],
  });
const tableDoc = (name: ReportName) =>
  ResponseDoc({
    body: reportTableSchema,
    query: reportParamSchemas[name],
    errors: [...errorsOf(name), 429],
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
    @Inject(HeavyWorkLimiter) private readonly limiter: HeavyWorkLimiter,
  ) {}

  @Get('projects-by-date')
  @tableDoc('projects-by-date')
  projectsByDate(
    @Query() query: unknown,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ReportTable> {
    return this.table('projects-by-date', query, user, res);
  }

  @Get('projects-by-date/:format')
  @fileDoc('projects-by-date')
  @HeavyWork('fileRender')
  projectsByDateFile(
    @Param('format', formatPipe) format: ReportFormat,
    @Query() query: unknown,
    @Res() res: Response,
    @CurrentUser() user: SessionUser,
  ) {
    return this.file('projects-by-date', format, query, res, user);
  }

  @Get('velocity-products')
  @tableDoc('velocity-products')
  velocityProducts(
    @Query() query: unknown,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ReportTable> {
    return this.table('velocity-products', query, user, res);
  }

  @Get('velocity-products/:format')
  @fileDoc('velocity-products')
  @HeavyWork('fileRender')
  velocityProductsFile(
    @Param('format', formatPipe) format: ReportFormat,
    @Query() query: unknown,
    @Res() res: Response,
    @CurrentUser() user: SessionUser,
  ) {
    return this.file('velocity-products', format, query, res, user);
  }

  @Get('pitches')
  @tableDoc('pitches')
  pitches(
    @Query() query: unknown,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ReportTable> {
    return this.table('pitches', query, user, res);
  }

  @Get('pitches/:format')
  @fileDoc('pitches')
  @HeavyWork('fileRender')
  pitchesFile(
    @Param('format', formatPipe) format: ReportFormat,
    @Query() query: unknown,
    @Res() res: Response,
    @CurrentUser() user: SessionUser,
  ) {
    return this.file('pitches', format, query, res, user);
  }

  @Get('pipeline')
  @tableDoc('pipeline')
  pipeline(
    @Query() query: unknown,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ReportTable> {
    return this.table('pipeline', query, user, res);
  }

  @Get('pipeline/:format')
  @fileDoc('pipeline')
  @HeavyWork('fileRender')
  pipelineFile(
    @Param('format', formatPipe) format: ReportFormat,
    @Query() query: unknown,
    @Res() res: Response,
    @CurrentUser() user: SessionUser,
  ) {
    return this.file('pipeline', format, query, res, user);
  }

  @Get('caller-activity')
  @tableDoc('caller-activity')
  callerActivity(
    @Query() query: unknown,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ReportTable> {
    return this.table('caller-activity', query, user, res);
  }

  @Get('caller-activity/:format')
  @fileDoc('caller-activity')
  @HeavyWork('fileRender')
  callerActivityFile(
    @Param('format', formatPipe) format: ReportFormat,
    @Query() query: unknown,
    @Res() res: Response,
    @CurrentUser() user: SessionUser,
  ) {
    return this.file('caller-activity', format, query, res, user);
  }

  @Get('project-communications')
  @tableDoc('project-communications')
  projectCommunications(
    @Query() query: unknown,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ReportTable> {
    return this.table('project-communications', query, user, res);
  }

  @Get('project-communications/:format')
  @fileDoc('project-communications')
  @HeavyWork('fileRender')
  projectCommunicationsFile(
    @Param('format', formatPipe) format: ReportFormat,
    @Query() query: unknown,
    @Res() res: Response,
    @CurrentUser() user: SessionUser,
  ) {
    return this.file('project-communications', format, query, res, user);
  }

  private async file(
    name: ReportName,
    format: ReportFormat,
    query: unknown,
    res: Response,
    user: SessionUser,
  ): Promise<void> {
    const result = await this.run(name, query, user, res);
    await this.files.send(res, result, ReportTitles[name], format);
  }

  private async table(name: ReportName, query: unknown, user: SessionUser, res: Response): Promise<ReportTable> {
    return this.reports.table(await this.run(name, query, user, res), ReportTitles[name]);
  }

  /** A report as of a past instant replays the log: bounded per person and per instance, stopped when they go away. */
  private run(name: ReportName, query: unknown, user: SessionUser, res: Response) {
    const params = this.reports.parse(name, query);
    if (!this.reports.readsPast(params)) return this.reports.run(name, params);
    return this.limiter.run('asOfReport', user._id, () => this.reports.run(name, params, new Date(), clientGone(res)));
  }
}
