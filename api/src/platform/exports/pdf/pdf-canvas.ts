import type PDFDocument from 'pdfkit';
import { PdfFont, pdfFontFiles, type PdfFontName } from './pdf-fonts.js';
import { pageGeometry, PdfPage, PdfStyle, type PageGeometry, type PageOrientation } from './pdf-page.js';

export interface TextStyle {
  font?: PdfFontName;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

const margins = {
  top: PdfPage.marginTop,
  bottom: PdfPage.marginBottom,
  left: PdfPage.marginLeft,
  right: PdfPage.marginRight,
};

/**
 * Lines are measured here (see `wrapped`) and handed to pdfkit a little wider than measured, so
 * its own wrapping, which adds a word's pieces up in its own way, never breaks them again.
 */
const slack = 1;

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

  /** The pages' size and the room on them; portrait until `begin` says otherwise. */
  page: PageGeometry = pageGeometry('portrait');

  /** Use openPdfCanvas: pdfkit is loaded at the first PDF. */
  constructor(info: { title: string; creator: string; timeZone: string }, pdfkit: { default: typeof PDFDocument }) {
    this.timeZone = info.timeZone;
    this.pdf = new pdfkit.default({
      size: 'A4',
      // The first page comes with `begin`, once the document knows which way its pages turn.
      autoFirstPage: false,
      margins,
      // Held until the end so each footer can say how many pages there are.
      bufferPages: true,
      displayTitle: true,
      info: { Title: info.title, Creator: info.creator, Producer: info.creator },
    });
    const fonts = pdfFontFiles();
    this.pdf.registerFont(PdfFont.regular, fonts.regular);
    this.pdf.registerFont(PdfFont.bold, fonts.bold);
  }

  /** Starts the first page; every page of the document has this orientation. */
  begin(orientation: PageOrientation): void {
    this.page = pageGeometry(orientation);
    this.pdf.addPage({ size: 'A4', layout: orientation, margins });
    this.y = PdfPage.marginTop;
  }

  /** Room left on this page, in points. */
  get room(): number {
    return this.page.contentBottom - this.y;
  }

  newPage(): void {
    this.pdf.addPage({ size: 'A4', layout: this.page.orientation, margins });
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
    const lines = text === '' ? ' ' : this.wrapped(text, width);
    return this.pdf.heightOfString(lines, { width: this.pdfkitWidth(lines, width) });
  }

  /** The width of `text` on one line; also before the first page (it sets no colour, which a page would record). */
  widthOf(text: string, { font = PdfFont.regular, size = PdfStyle.bodySize }: TextStyle = {}): number {
    return this.pdf.font(font).fontSize(size).widthOfString(text);
  }

  /** Draws `text` wrapped inside the box; what does not fit in `height` is cut with an ellipsis. */
  text(text: string, x: number, y: number, width: number, height: number, style: TextStyle = {}): void {
    if (text === '') return;
    this.apply(style);
    const lines = this.wrapped(text, width);
    this.pdf.text(lines, x, y, {
      width: this.pdfkitWidth(lines, width),
      height,
      align: style.align ?? 'left',
      ellipsis: true,
    });
  }

  /** "Label: value" on one run of text, the label in bold. */
  labelled(label: string, value: string, x: number, y: number, width: number, height: number, size: number): void {
    this.apply({ font: PdfFont.bold, size });
    const indent = this.pdf.widthOfString(`${label}: `);
    this.apply({ font: PdfFont.regular, size });
    const lines = this.wrapped(value, width, indent);
    const room = this.pdfkitWidth(lines, width);
    this.apply({ font: PdfFont.bold, size });
    this.pdf.text(`${label}: `, x, y, { width: room, height, continued: true });
    this.apply({ font: PdfFont.regular, size });
    this.pdf.text(lines);
  }

  /**
   * The width pdfkit is given for lines that fit `width`. pdfkit measures a line with the newline
   * that ends it, and the body font's newline glyph is some 4.6 pt wide: a line filling its cell
   * was broken again before that newline, leaving a blank line under it ("Latest", "", "task due").
   */
  private pdfkitWidth(lines: string, width: number): number {
    return width + slack + (lines.includes('\n') ? this.pdf.widthOfString('\n') : 0);
  }

  /**
   * `text` in lines that each fit `width` in the current font, broken only at spaces: pdfkit's
   * own wrapping also breaks after a hyphen, a slash or a full stop, splitting "Delacroix-Fontaine",
   * "PRJ-000008", dates and e-mail addresses across lines, and search and copy with them. The
   * first line starts `indent` in (after a label). A word wider than a whole line is left to
   * pdfkit, which breaks it where it must.
   */
  private wrapped(text: string, width: number, indent = 0): string {
    const lines: string[] = [];
    let room = width - indent;
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line === '' ? word : `${line} ${word}`;
        if (this.pdf.widthOfString(candidate) <= room || (line === '' && (room === width || word === ''))) {
          line = candidate;
          continue;
        }
        lines.push(line);
        line = word;
        room = width;
      }
      lines.push(line);
      room = width;
    }
    return lines.join('\n');
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
