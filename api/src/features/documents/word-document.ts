import type * as Docx from 'docx';
import { formatFirmDateTime } from '../../platform/exports/firm-time.js';
import { noRowsParagraph, wordTable, type WordTableContent } from './word-table.js';

/** A4 in twips (210 × 297 mm), with 15 mm margins all round. */
const A4 = { width: 11906, height: 16838 };
const Margin = 850;

/**
 * The printable width of a page, in twips. The Word reports are landscape: their tables have
 * eight to ten columns, and a portrait A4 page would break names and notes into slivers.
 */
const LandscapeContentWidth = A4.height - 2 * Margin;

export interface WordReport {
  /** The document's title: first line of the title block, and every page's footer. */
  title: string;
  /** The title block under the title: the project or caller, the period, what the table holds. */
  details: readonly string[];
  timeZone: string;
  preparedAt: Date;
  /** The table, as text: drawn when the document is built. */
  table: WordTableContent;
  /** What is said instead of a table with no rows. */
  noRows: string;
}

let docx: Promise<typeof Docx> | undefined;

/**
 * docx is loaded at the first Word document, not when the server starts: memory a server that
 * never writes one would carry for nothing.
 */
function loadDocx(): Promise<typeof Docx> {
  docx ??= import('docx');
  return docx;
}

/**
 * A report as a Word document fit to send: A4 landscape, a sans font set in the document's
 * default styles (Arial; LibreOffice reads it as the metric-twin Liberation Sans), a title block
 * saying when it was prepared and in which zone its times read, and 'Page X of Y' in the footer.
 */
export async function buildWordReport(report: WordReport): Promise<Buffer> {
  const { title, details, timeZone, preparedAt, table, noRows } = report;
  const loaded = await loadDocx();
  const { Document, Footer, HeadingLevel, Packer, PageNumber, PageOrientation, Paragraph, Tab, TabStopType, TextRun } =
    loaded;
  const body =
    table.rows.length > 0 ? wordTable(loaded, table, LandscapeContentWidth) : noRowsParagraph(loaded, noRows);
  const font = 'Arial';
  const doc = new Document({
    creator: 'Dealbook',
    title,
    styles: {
      default: {
        document: { run: { font, size: 20 } },
        heading1: { run: { font, size: 32, bold: true, color: '000000' }, paragraph: { spacing: { after: 120 } } },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { ...A4, orientation: PageOrientation.LANDSCAPE },
            margin: { top: Margin, bottom: Margin, left: Margin, right: Margin, footer: Margin / 2 },
          },
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                tabStops: [{ type: TabStopType.RIGHT, position: LandscapeContentWidth }],
                children: [
                  new TextRun({ text: title, size: 16 }),
                  new TextRun({
                    children: [new Tab(), 'Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
                    size: 16,
                  }),
                ],
              }),
            ],
          }),
        },
        children: [
          new Paragraph({ text: title, heading: HeadingLevel.HEADING_1 }),
          ...details.map((line) => new Paragraph({ text: line })),
          new Paragraph({
            spacing: { after: 200 },
            children: [
              new TextRun({
                text: `Prepared ${formatFirmDateTime(timeZone, preparedAt)} (${timeZone})`,
                color: '555555',
              }),
            ],
          }),
          body,
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
