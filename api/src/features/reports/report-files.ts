import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { buffer } from 'node:stream/consumers';
import { Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import type { ReportFormat } from '@dealbook/contracts';
import { APP_CONFIG } from '../../kernel/config/config.module.js';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { attachmentDisposition, sanitiseFileName } from '../../kernel/http/file-name.js';
import { ExcelContentType } from '../../kernel/http/document-file.js';
import { exportFileName } from '../../platform/exports/export-file-name.js';
import { PdfContentType, renderPdf } from '../../platform/exports/pdf/render-pdf.js';
import type { PrintDocument } from '../../platform/exports/pdf/print-document.js';
import { sendSpreadsheet } from '../../platform/exports/spreadsheet-download.js';
import { writeSpreadsheet } from '../../platform/exports/spreadsheet-writer.js';
import { counted } from '@dealbook/contracts';
import type { ReportResult } from './report-runner.service.js';

/** A workbook's title, printed at the head of each page: the report and what it was asked (its period, filters). */
const printedTitle = (result: ReportResult, title: string) => [title, ...result.subtitle].join(' · ');

/** A report written out: what an e-mail attaches. */
export interface ReportFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * A report as the files people receive: a PDF (its title block, what it was asked, its table
 * with totals, page numbers) or a spreadsheet (§9's `{name}_export_{timestamp}.xlsx`), from the
 * same columns the page shows. Downloads stream them; e-mails attach them.
 */
@Injectable()
export class ReportFiles {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  fileName(title: string, format: ReportFormat, at = new Date()): string {
    return format === 'pdf'
      ? `${this.config.brandName} - ${title}.pdf`
      : exportFileName(title, this.config.firmTimeZone, at);
  }

  /** The report as a PDF stream; drawn before it resolves, so a failure is an answer, not a cut file. */
  pdf(result: ReportResult, title: string): Promise<Readable> {
    const document: PrintDocument = {
      title,
      subtitle: result.subtitle,
      sections: [
        {
          kind: 'table',
          heading: counted(result.rows.length, 'row'),
          columns: result.columns.map(({ header, kind, width, total }) => ({ header, kind, width, total })),
          rows: result.rows,
          empty: 'Nothing to report: no records match these filters.',
        },
      ],
    };
    return renderPdf(document, { brandName: this.config.brandName, timeZone: this.config.firmTimeZone });
  }

  /** Answers a download: the PDF piped as it is read, the spreadsheet streamed as it is written. */
  async send(res: Response, result: ReportResult, title: string, format: ReportFormat): Promise<void> {
    if (format === 'xlsx') {
      await this.sendSpreadsheet(res, result, title);
      return;
    }
    const pdf = await this.pdf(result, title);
    res.status(200);
    res.setHeader('Content-Type', PdfContentType);
    res.setHeader('Content-Disposition', attachmentDisposition(sanitiseFileName(this.fileName(title, 'pdf'))));
    await pipeline(pdf, res);
  }

  private sendSpreadsheet(res: Response, result: ReportResult, title: string): Promise<number> {
    return sendSpreadsheet(res, {
      fileName: this.fileName(title, 'xlsx'),
      sheetName: title,
      title: printedTitle(result, title),
      columns: result.columns,
      rows: result.rows,
      timeZone: this.config.firmTimeZone,
    });
  }

  /** The whole file in memory, for an e-mail attachment. */
  async render(result: ReportResult, title: string, format: ReportFormat): Promise<ReportFile> {
    const filename = this.fileName(title, format);
    if (format === 'pdf') {
      return { filename, contentType: PdfContentType, content: await buffer(await this.pdf(result, title)) };
    }
    const out = new PassThrough();
    const content = buffer(out);
    await writeSpreadsheet(out, {
      sheetName: title,
      title: printedTitle(result, title),
      columns: result.columns,
      rows: result.rows,
      timeZone: this.config.firmTimeZone,
    });
    return { filename, contentType: ExcelContentType, content: await content };
  }
}
