import type PDFDocument from 'pdfkit';
import { PdfFont, pdfFontFiles, type PdfFontName } from './pdf-fonts.js';
import { contentBottom, PdfPage, PdfStyle } from './pdf-page.js';

export interface TextStyle {
  font?: PdfFontName;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

let pdfkit: Promise<{ default: typeof PDFDocument }> | undefined;

/**
 * A canvas for a new PDF. pdfkit (with the metrics of its standard fonts) is loaded at the first
 * PDF, not when the server starts: some 8 MB of heap and more of resident memory that a server
 * printing nothing would carry for nothing.
 */
export async function openPdfCanvas(info: { title: string; creator: string; timeZone: string }): Promise<PdfCanvas> {
  pdfkit ??= import('pdfkit');
  return new PdfCanvas(info, await pdfkit);
}

/**
 * A PDF being drawn top to bottom: the pdfkit document and where the next thing goes. Every
 * drawing call names its box (x, y, width, height), so pdfkit never starts a page of its own:
 * page breaks happen only here, where the table repeats its header.
 */
export class PdfCanvas {
  readonly pdf: PDFKit.PDFDocument;
  y: number = PdfPage.marginTop;
  /** Called after each page break, e.g. to repeat a table's header row. */
  onNewPage: (() => void) | undefined;

  /** The firm's zone, that dates and times in the document read in. */
  readonly timeZone: string;

  /** Use openPdfCanvas: pdfkit is loaded at the first PDF. */
  constructor(info: { title: string; creator: string; timeZone: string }, pdfkit: { default: typeof PDFDocument }) {
    this.timeZone = info.timeZone;
    this.pdf = new pdfkit.default({
      size: 'A4',
      layout: 'portrait',
      margins: {
        top: PdfPage.marginTop,
        bottom: PdfPage.marginBottom,
        left: PdfPage.marginLeft,
        right: PdfPage.marginRight,
      },
      // Held until the end so each footer can say how many pages there are.
      bufferPages: true,
      displayTitle: true,
      info: { Title: info.title, Creator: info.creator, Producer: info.creator },
    });
    const fonts = pdfFontFiles();
    this.pdf.registerFont(PdfFont.regular, fonts.regular);
    this.pdf.registerFont(PdfFont.bold, fonts.bold);
  }

  /** Room left on this page, in points. */
  get room(): number {
    return contentBottom - this.y;
  }

  newPage(): void {
    this.pdf.addPage();
    this.y = PdfPage.marginTop;
    this.onNewPage?.();
  }

  /** Starts a new page unless `height` still fits on this one. */
  ensureRoom(height: number): void {
    if (height > this.room && this.y > PdfPage.marginTop) this.newPage();
  }

  /** The height `text` takes wrapped to `width`. */
  measure(text: string, width: number, style: TextStyle = {}): number {
    this.apply(style);
    return this.pdf.heightOfString(text === '' ? ' ' : text, { width });
  }

  /** The width of `text` on one line. */
  widthOf(text: string, style: TextStyle = {}): number {
    this.apply(style);
    return this.pdf.widthOfString(text);
  }

  /** Draws `text` wrapped inside the box; what does not fit in `height` is cut with an ellipsis. */
  text(text: string, x: number, y: number, width: number, height: number, style: TextStyle = {}): void {
    if (text === '') return;
    this.apply(style);
    this.pdf.text(text, x, y, { width, height, align: style.align ?? 'left', ellipsis: true });
  }

  /** "Label: value" on one run of text, the label in bold. */
  labelled(label: string, value: string, x: number, y: number, width: number, height: number, size: number): void {
    this.apply({ font: PdfFont.bold, size });
    this.pdf.text(`${label}: `, x, y, { width, height, continued: true });
    this.apply({ font: PdfFont.regular, size });
    this.pdf.text(value);
  }

  rule(x: number, y: number, width: number, color: string = PdfStyle.rule, thickness = 0.5): void {
    this.pdf
      .save()
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(thickness)
      .strokeColor(color)
      .stroke()
      .restore();
  }

  fill(x: number, y: number, width: number, height: number, color: string): void {
    this.pdf.save().rect(x, y, width, height).fillColor(color).fill().restore();
  }

  private apply({ font = PdfFont.regular, size = PdfStyle.bodySize, color = PdfStyle.ink }: TextStyle): void {
    this.pdf.font(font).fontSize(size).fillColor(color);
  }
}
