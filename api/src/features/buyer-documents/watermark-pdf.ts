import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, degrees, grayscale } from 'pdf-lib';
import { pdfFontFiles } from '../../platform/exports/pdf/pdf-fonts.js';
import { PdfNotWatermarkable } from './pdf-not-watermarkable.js';
import { type Box, type FontMetrics, type PlacedLine, layoutWatermark } from './watermark-layout.js';
import { type Recipient, printableWith, watermarkWording } from './watermark-text.js';

export interface WatermarkLimits {
  /** Larger files are refused before they are parsed. */
  maxBytes: number;
  maxPages: number;
  /** A malformed file can keep the parser busy for minutes: past this the caller gets an answer. */
  timeoutMs: number;
}

export const DefaultWatermarkLimits: WatermarkLimits = {
  maxBytes: 50 * 1024 * 1024,
  maxPages: 2_000,
  timeoutMs: 60_000,
};

/** Light enough to read the page through, dark enough to survive a photocopy. */
const DiagonalInk = { color: grayscale(0.4), opacity: 0.22 };
const FooterInk = { color: grayscale(0.25), opacity: 0.75 };

/**
 * A copy of `pdf` with the recipient's name, company, e-mail and the date on every page (issue
 * 38), made afresh for each download: nothing about one recipient survives into another's copy.
 * Pages, their sizes and their text are otherwise left as they were. Throws PdfNotWatermarkable
 * for a file that is not a PDF, encrypted, too large, too long, or too broken to read.
 */
export async function watermarkPdf(
  pdf: Uint8Array,
  recipient: Recipient,
  limits: Partial<WatermarkLimits> = {},
): Promise<Uint8Array> {
  const { maxBytes, maxPages, timeoutMs } = { ...DefaultWatermarkLimits, ...limits };
  if (pdf.byteLength > maxBytes) {
    throw new PdfNotWatermarkable('too-large', `The file is larger than ${megabytes(maxBytes)} MB.`);
  }
  if (!startsLikeAPdf(pdf)) throw new PdfNotWatermarkable('not-a-pdf', 'The file is not a PDF.');

  const deadline = { passed: false };
  let timer: NodeJS.Timeout | undefined;
  const tooSlow = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      deadline.passed = true;
      reject(new PdfNotWatermarkable('too-slow', 'The PDF took too long to read: it may be damaged.'));
    }, timeoutMs);
  });
  try {
    return await Promise.race([mark(pdf, recipient, maxPages, deadline), tooSlow]);
  } finally {
    clearTimeout(timer);
  }
}

async function mark(
  pdf: Uint8Array,
  recipient: Recipient,
  maxPages: number,
  deadline: { passed: boolean },
): Promise<Uint8Array> {
  const document = await load(pdf);
  const pages = pagesOf(document);
  if (pages.length > maxPages) {
    throw new PdfNotWatermarkable('too-many-pages', `The PDF has more than ${maxPages.toLocaleString('en-GB')} pages.`);
  }
  try {
    document.registerFontkit(fontkit);
    // Subsets: only the glyphs of this mark are embedded, some kilobytes rather than the whole face.
    const fonts = {
      diagonal: await document.embedFont(pdfFontFiles().bold, { subset: true }),
      footer: await document.embedFont(pdfFontFiles().regular, { subset: true }),
    };
    const wording = watermarkWording(recipient, printableWith(glyphsOf(fonts.diagonal, fonts.footer)));
    const metrics = { diagonal: metricsOf(fonts.diagonal), footer: metricsOf(fonts.footer) };
    // Pages of one size and turn share a layout: a 300-page memorandum is laid out once or twice.
    const layouts = new Map<string, PlacedLine[]>();
    for (const page of pages) {
      // The timer cannot interrupt this loop; checking here stops the work it has already answered for.
      if (deadline.passed) throw new PdfNotWatermarkable('too-slow', 'The PDF took too long to mark.');
      const visible = visibleBox(page);
      const rotation = page.getRotation().angle;
      const key = `${visible.x},${visible.y},${visible.width},${visible.height},${rotation}`;
      let lines = layouts.get(key);
      if (!lines) layouts.set(key, (lines = layoutWatermark(wording, visible, rotation, metrics)));
      stamp(page, lines, fonts);
    }
    // No new producer or dates in the metadata, no regenerated form appearances: the document stays as sent.
    return await document.save({ updateFieldAppearances: false });
  } catch (error) {
    throw error instanceof PdfNotWatermarkable ? error : unreadable(error);
  }
}

/**
 * pdf-lib cannot decrypt, and its EncryptedPDFError (compiled to ES5) fails `instanceof`: the file is
 * read with encryption ignored and its own flag decides.
 */
async function load(pdf: Uint8Array): Promise<PDFDocument> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false });
  } catch (error) {
    throw unreadable(error);
  }
  if (document.isEncrypted) {
    throw new PdfNotWatermarkable('encrypted', 'The PDF is password-protected: upload it without protection.');
  }
  return document;
}

/** A broken page tree can make pdf-lib throw, or recurse until the stack overflows; both mean unreadable. */
function pagesOf(document: PDFDocument): PDFPage[] {
  let pages: PDFPage[];
  try {
    pages = document.getPages();
  } catch (error) {
    throw unreadable(error);
  }
  if (!pages.length) throw new PdfNotWatermarkable('unreadable', 'The PDF has no pages.');
  return pages;
}

/**
 * The original drawing is already wrapped in q … Q by pdf-lib when it touches a page (autoNormalizeCTM),
 * so a transformation the page leaves behind does not move or scale the mark drawn after it.
 */
function stamp(page: PDFPage, lines: PlacedLine[], fonts: { diagonal: PDFFont; footer: PDFFont }): void {
  for (const line of lines) {
    page.drawText(line.text, {
      x: line.x,
      y: line.y,
      size: line.size,
      rotate: degrees(line.angle),
      font: fonts[line.role],
      ...(line.role === 'diagonal' ? DiagonalInk : FooterInk),
    });
  }
}

/** What a viewer shows: the crop box, within the media box (a crop box may overhang it). */
function visibleBox(page: PDFPage): Box {
  const media = page.getMediaBox();
  const crop = page.getCropBox();
  const x = Math.max(media.x, crop.x);
  const y = Math.max(media.y, crop.y);
  const right = Math.min(media.x + media.width, crop.x + crop.width);
  const top = Math.min(media.y + media.height, crop.y + crop.height);
  return right > x && top > y ? { x, y, width: right - x, height: top - y } : media;
}

/** What both faces can draw (the bold and regular DejaVu cover nearly the same characters). */
function glyphsOf(...fonts: PDFFont[]): (codePoint: number) => boolean {
  const sets = fonts.map((font) => new Set(font.getCharacterSet()));
  return (codePoint) => sets.every((glyphs) => glyphs.has(codePoint));
}

function metricsOf(font: PDFFont): FontMetrics {
  const widths = new Map<string, number>();
  const widthAt1pt = (text: string) => {
    let width = widths.get(text);
    if (width === undefined) widths.set(text, (width = font.widthOfTextAtSize(text, 1)));
    return width;
  };
  const height = font.heightAtSize(1);
  const aboveBaseline = font.heightAtSize(1, { descender: false });
  return { widthAt1pt, ascent: aboveBaseline, descent: height - aboveBaseline };
}

/** The header may follow up to 1 KB of other bytes (PDF 32000-1, annex H.3, note 13), as readers allow. */
function startsLikeAPdf(pdf: Uint8Array): boolean {
  const head = Buffer.from(pdf.buffer, pdf.byteOffset, Math.min(pdf.byteLength, 1024));
  return head.includes('%PDF-');
}

function unreadable(cause: unknown): PdfNotWatermarkable {
  const error = new PdfNotWatermarkable('unreadable', 'The PDF is damaged and cannot be read.');
  error.cause = cause;
  return error;
}

function megabytes(bytes: number): string {
  return (bytes / 1024 / 1024).toLocaleString('en-GB', { maximumFractionDigits: 1 });
}
