import type { Readable } from 'node:stream';
import { formatFirmDateTime } from '../firm-time.js';
import { openPdfCanvas, type PdfCanvas } from './pdf-canvas.js';
import { PdfFont } from './pdf-fonts.js';
import { PdfPage, PdfStyle, pageGeometry } from './pdf-page.js';
import { drawTable } from './pdf-table.js';
import { columnNeeds, readsWellAcross, type ColumnNeed } from './pdf-table-layout.js';
import type { FieldsSection, PrintDocument, PrintSection, TableSection } from './print-document.js';

export interface RenderPdfOptions {
  /** The product's name (`BRAND_NAME`), in every page's footer and as the PDF's creator. */
  brandName: string;
  /** The firm's zone (`FIRM_TIME_ZONE`): the "Prepared" time and every date read in it. */
  timeZone: string;
  /** When the document was prepared; now unless a test fixes it. */
  preparedAt?: Date;
}

/** Content type of what `renderPdf` writes. */
export const PdfContentType = 'application/pdf';

/**
 * How wide a column is made for what it holds, in points: for one word, some 75 characters, so a
 * long e-mail address stays whole (a longer word, a pasted URL, breaks inside it); for a whole
 * cell, 40% of the page, so long text wraps and leaves room for the other columns.
 */
const columnCaps = {
  word: pageGeometry('portrait').contentWidth * 0.6,
  cell: pageGeometry('portrait').contentWidth * 0.4,
};

/**
 * Draws a document as a text-based A4 PDF (spec §9's margins): the title block, each
 * section under its heading, tables breaking across pages with their header row repeated, and
 * "<brand> … Page X of Y" at the foot of every page. Answers the PDF as a stream, to pipe to the
 * response; the drawing itself is done before this resolves, so a failure rejects here, before any
 * byte is sent.
 */
export async function renderPdf(document: PrintDocument, options: RenderPdfOptions): Promise<Readable> {
  const canvas = await openPdfCanvas({ title: document.title, creator: options.brandName, timeZone: options.timeZone });
  const needs = new Map<TableSection, ColumnNeed[]>();
  for (const section of document.sections) {
    if (section.kind === 'table') needs.set(section, await columnNeeds(canvas, section, columnCaps));
  }
  // Portrait, as spec §9 says, unless a table cannot fit its width without breaking a word or
  // wrapping a short cell (a name, a stage): then landscape (a table wider still goes on in bands
  // of columns, see drawTable).
  const portrait = pageGeometry('portrait').contentWidth;
  const turn = [...needs.values()].some((need) => !readsWellAcross(need, portrait));
  canvas.begin(turn ? 'landscape' : 'portrait');
  drawTitleBlock(canvas, document, options);
  for (const section of document.sections) await drawSection(canvas, section, needs);
  drawFooters(canvas, options.brandName);
  canvas.pdf.end();
  return canvas.pdf;
}

function drawTitleBlock(canvas: PdfCanvas, document: PrintDocument, options: RenderPdfOptions): void {
  const x = PdfPage.marginLeft;
  const line = (text: string, style: Parameters<PdfCanvas['text']>[5] & { size: number }, after = 2) => {
    const height = canvas.measure(text, canvas.page.contentWidth, style);
    canvas.text(text, x, canvas.y, canvas.page.contentWidth, height + 1, style);
    canvas.y += height + after;
  };
  line(document.title, { font: PdfFont.bold, size: PdfStyle.titleSize }, 4);
  for (const subtitle of document.subtitle ?? [])
    line(subtitle, { size: PdfStyle.subtitleSize, color: PdfStyle.muted });
  const prepared = formatFirmDateTime(options.timeZone, options.preparedAt ?? new Date());
  line(`Prepared ${prepared} (${options.timeZone})`, { size: PdfStyle.bodySize, color: PdfStyle.muted });
  canvas.y += 6;
  canvas.rule(x, canvas.y, canvas.page.contentWidth, PdfStyle.ink, 0.8);
  canvas.y += 12;
}

/** A section's heading, kept on the same page as the start of what it heads. */
function drawHeading(canvas: PdfCanvas, heading: string, keepWith: number): void {
  const style = { font: PdfFont.bold, size: PdfStyle.headingSize };
  const height = canvas.measure(heading, canvas.page.contentWidth, style);
  canvas.ensureRoom(height + 4 + keepWith);
  canvas.text(heading, PdfPage.marginLeft, canvas.y, canvas.page.contentWidth, height + 1, style);
  canvas.y += height + 4;
}

/** The heading again at the top of a page a table runs on to. */
function drawContinuedHeading(canvas: PdfCanvas, heading: string): void {
  const text = `${heading} (continued)`;
  const style = { font: PdfFont.bold, size: PdfStyle.bodySize, color: PdfStyle.muted };
  const height = canvas.measure(text, canvas.page.contentWidth, style);
  canvas.text(text, PdfPage.marginLeft, canvas.y, canvas.page.contentWidth, height + 1, style);
  canvas.y += height + 3;
}

async function drawSection(
  canvas: PdfCanvas,
  section: PrintSection,
  needs: ReadonlyMap<TableSection, ColumnNeed[]>,
): Promise<void> {
  if (section.kind === 'fields') {
    drawFields(canvas, section);
  } else if (section.rows.length === 0) {
    drawHeading(canvas, section.heading, 14);
    const style = { size: PdfStyle.bodySize, color: PdfStyle.muted };
    canvas.text(section.empty, PdfPage.marginLeft, canvas.y, canvas.page.contentWidth, 14, style);
    canvas.y += canvas.measure(section.empty, canvas.page.contentWidth, style);
  } else {
    // The heading, the header row and at least one row stay together.
    drawHeading(canvas, section.heading, 40);
    await drawTable(canvas, section, needs.get(section)!, () => drawContinuedHeading(canvas, section.heading));
  }
  canvas.y += 16;
}

const gutter = 16;

/** Two columns of "Label: value", read left to right, row by row. */
function drawFields(canvas: PdfCanvas, section: FieldsSection): void {
  const size = PdfStyle.bodySize;
  const fieldWidth = (canvas.page.contentWidth - gutter) / 2;
  // Measured in bold throughout: a little taller than the mixed run, never shorter.
  const heightOf = (label: string, value: string) =>
    canvas.measure(`${label}: ${value}`, fieldWidth, { font: PdfFont.bold, size });
  const pairs = section.fields.map((f) => ({ label: f.label, value: f.value.trim() === '' ? '—' : f.value }));
  let first = true;
  for (let i = 0; i < pairs.length; i += 2) {
    const row = pairs.slice(i, i + 2);
    const height = Math.max(...row.map((f) => heightOf(f.label, f.value))) + 3;
    if (first) drawHeading(canvas, section.heading, height);
    else canvas.ensureRoom(height);
    first = false;
    row.forEach((field, column) => {
      const x = PdfPage.marginLeft + column * (fieldWidth + gutter);
      canvas.labelled(field.label, field.value, x, canvas.y, fieldWidth, Math.min(height, canvas.room), size);
    });
    canvas.y += height;
  }
  if (first) drawHeading(canvas, section.heading, 0);
}

function drawFooters(canvas: PdfCanvas, brandName: string): void {
  const { start, count } = canvas.pdf.bufferedPageRange();
  const style = { size: PdfStyle.footerSize, color: PdfStyle.muted };
  const { contentWidth, footerTop } = canvas.page;
  for (let page = start; page < start + count; page++) {
    canvas.pdf.switchToPage(page);
    canvas.rule(PdfPage.marginLeft, footerTop - 4, contentWidth);
    canvas.text(brandName, PdfPage.marginLeft, footerTop, contentWidth / 2, 12, style);
    canvas.text(
      `Page ${page - start + 1} of ${count}`,
      PdfPage.marginLeft + contentWidth / 2,
      footerTop,
      contentWidth / 2,
      12,
      {
        ...style,
        align: 'right',
      },
    );
  }
}
