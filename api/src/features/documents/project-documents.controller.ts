import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Kysely } from 'kysely';
import {
  findProjectCommunicationReportRows,
  findProjectPurchaserReportRows,
  findProjectRefs,
  type ProjectRef,
  type ReadModelDatabase,
} from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { APP_CONFIG } from '../../kernel/config/config.module.js';
import { notFound } from '../../kernel/errors/domain-error.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { buildCommunicationsDocument } from './communications-document.js';
import { documentFile, ExcelContentType, WordContentType } from '../../kernel/http/document-file.js';
import { formatFirmDate } from '../../platform/exports/firm-time.js';
import { buildPurchasersDocument } from './purchasers-document.js';
import { sendPurchasersWorkbook } from './purchasers-workbook.js';
import { isoDateParam } from '../../platform/openapi/doc-parameters.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { HeavyWork } from '../../kernel/heavy-work/heavy-work.decorator.js';
import { parseDateRange } from '../../kernel/http/path-segments.js';

/** The project downloads of spec §7.6: the purchaser list as .xlsx and .docx, the communications report. */
@Controller('project')
@Roles('user')
export class ProjectDocumentsController {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('potentialpurchaser/:id')
  @HeavyWork('fileRender')
  @ResponseDoc({ file: [ExcelContentType], headers: ['Content-Disposition'] })
  async purchasersWorkbook(@Param('id', uuidParam) id: string, @Res() res: Response): Promise<void> {
    const project = await this.project(id);
    const rows = await findProjectPurchaserReportRows(this.db, id);
    await sendPurchasersWorkbook(res, project, rows, this.config.firmTimeZone);
  }

  @Get('potentialpurchaserword/:id')
  @HeavyWork('fileRender')
  @ResponseDoc({ file: [WordContentType], headers: ['Content-Disposition'] })
  async purchasersDocument(@Param('id', uuidParam) id: string) {
    const project = await this.project(id);
    const rows = await findProjectPurchaserReportRows(this.db, id);
    const bytes = await buildPurchasersDocument(project, rows, {
      timeZone: this.config.firmTimeZone,
      preparedAt: new Date(),
    });
    return documentFile(bytes, `${project.projectName} - Potential Purchasers.docx`, WordContentType);
  }

  /** {from}/{to}: ISO dates (whole days) or date-times; the web app sends §9's defaults. */
  @Get('getProjectCommunicationReportByDate/:id/:from/:to')
  @HeavyWork('fileRender')
  @ResponseDoc({
    file: [WordContentType],
    headers: ['Content-Disposition'],
    params: { from: isoDateParam, to: isoDateParam },
  })
  async communicationsReport(
    @Param('id', uuidParam) id: string,
    @Param('from') fromText: string,
    @Param('to') toText: string,
  ) {
    const { from, to } = parseDateRange(fromText, toText);
    const project = await this.project(id);
    const rows = await findProjectCommunicationReportRows(this.db, id, {
      from: from.toISOString(),
      to: to.toISOString(),
    });
    const timeZone = this.config.firmTimeZone;
    const bytes = await buildCommunicationsDocument({
      of: { project },
      from,
      to,
      rows,
      timeZone,
      preparedAt: new Date(),
    });
    return documentFile(
      bytes,
      `${project.projectName} - Communications ${formatFirmDate(timeZone, from).replaceAll('/', '-')}.docx`,
      WordContentType,
    );
  }

  private async project(id: string): Promise<ProjectRef> {
    const project = (await findProjectRefs(this.db, [id])).get(id);
    if (!project) throw notFound('Project', id);
    return project;
  }
}
