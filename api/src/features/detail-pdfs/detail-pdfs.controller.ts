import { applyDecorators, Controller, Get, Inject, Param, type StreamableFile } from '@nestjs/common';
import type { Kysely } from 'kysely';
import {
  findCompanyById,
  findCompanyChildIds,
  findContactById,
  findContactChildIds,
  findCrmEventById,
  findPeople,
  findProjectById,
  findProjectPurchaserReportRows,
  parseCrmEventFilter,
  parseProjectFilter,
  parseTaskFilter,
  searchCrmEvents,
  searchProjects,
  searchTasks,
  withEmployees,
  type ReadModelDatabase,
} from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { notFound } from '../../kernel/errors/domain-error.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { APP_CONFIG } from '../../kernel/config/config.module.js';
import { documentFile } from '../../kernel/http/document-file.js';
import type { PrintDocument } from '../../platform/exports/pdf/print-document.js';
import { PdfContentType, renderPdf } from '../../platform/exports/pdf/render-pdf.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { HeavyWork } from '../../kernel/heavy-work/heavy-work.decorator.js';
import { companyPdf } from './company-pdf.js';
import { contactPdf } from './contact-pdf.js';
import { eventPdf } from './event-pdf.js';
import { linkedRecords } from './linked-records.js';
import { LinkedRowLimit, limited } from './limited-list.js';
import { projectPdf } from './project-pdf.js';
import { attendeeRows } from './attendee-rows.js';

const pdfDoc = applyDecorators(
  ResponseDoc({ file: [PdfContentType], headers: ['Content-Disposition'], errors: [404] }),
  HeavyWork('fileRender'),
);
const firstPage = { limit: LinkedRowLimit, offset: 0 };

/**
 * "Export PDF" of the four detail pages (issue 15): the record as a text-based A4 document built
 * from the read models, named "<brand> - <record name>.pdf". Staff only: the documents carry the
 * firm's own lists (tasks, payments, purchasers, communications), which no client or external
 * caller may read, so they are refused even where the detail GET shows them a narrower view.
 */
@Controller()
@Roles('user')
export class DetailPdfsController {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('company/:id/pdf')
  @pdfDoc
  async company(@Param('id', uuidParam) id: string): Promise<StreamableFile> {
    const found = await findCompanyById(this.db, id);
    if (!found) throw notFound('Company', id);
    const [[company], children, firmContacts, projects] = await Promise.all([
      withEmployees(this.db, [found]),
      findCompanyChildIds(this.db, id),
      findPeople(this.db, found.blueboxContacts),
      searchProjects(this.db, { type: 'all', serviceOfInterest: null }, parseProjectFilter({ client: id }), firstPage),
    ]);
    const linked = await linkedRecords(this.db, children);
    const document = companyPdf({
      company: company!,
      firmContacts: [...firmContacts.values()].map((p) => p.fullName),
      projects: limited(projects.rows, projects.total),
      ...linked,
    });
    return this.answer(document, found.companyName);
  }

  @Get('contact/:id/pdf')
  @pdfDoc
  async contact(@Param('id', uuidParam) id: string): Promise<StreamableFile> {
    const contact = await findContactById(this.db, id);
    if (!contact) throw notFound('Contact', id);
    const [children, events] = await Promise.all([
      findContactChildIds(this.db, id),
      searchCrmEvents(this.db, parseCrmEventFilter({ attendees: id }), firstPage),
    ]);
    const linked = await linkedRecords(this.db, children);
    const document = contactPdf({ contact, events: limited(events.rows, events.total), ...linked });
    return this.answer(document, contact.fullName);
  }

  @Get('project/:id/pdf')
  @pdfDoc
  async project(@Param('id', uuidParam) id: string): Promise<StreamableFile> {
    const project = await findProjectById(this.db, id);
    if (!project) throw notFound('Project', id);
    const [purchasers, linked] = await Promise.all([
      findProjectPurchaserReportRows(this.db, id),
      linkedRecords(this.db, project),
    ]);
    const document = projectPdf({ project, purchasers, ...linked, timeZone: this.config.firmTimeZone });
    return this.answer(document, project.projectName);
  }

  @Get('event/:id/pdf')
  @pdfDoc
  async event(@Param('id', uuidParam) id: string): Promise<StreamableFile> {
    const event = await findCrmEventById(this.db, id);
    if (!event) throw notFound('Event', id);
    const [attendees, tasks] = await Promise.all([
      attendeeRows(this.db, event.attendees),
      searchTasks(this.db, parseTaskFilter({ events: id }), { ...firstPage, sort: 'dueDate' }),
    ]);
    const document = eventPdf({
      event,
      attendees,
      tasks: limited(tasks.rows, tasks.total),
      timeZone: this.config.firmTimeZone,
    });
    return this.answer(document, event.description);
  }

  /** Spec §9 names the file after the product; a record's PDF adds the record's name. */
  private async answer(document: PrintDocument, recordName: string): Promise<StreamableFile> {
    const { brandName, firmTimeZone } = this.config;
    const pdf = await renderPdf(document, { brandName, timeZone: firmTimeZone });
    return documentFile(pdf, `${brandName} - ${recordName}.pdf`, PdfContentType);
  }
}
