import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The typeface every PDF is set in, embedded (and subset) into the file: DejaVu Sans Condensed
 * from the `dejavu-fonts-ttf` package, so accented and other Latin names (Łukasz Müller–Ørsted)
 * print on any server, fonts installed or not, and a narrow face fits more columns on A4. The
 * PDF standard fonts cover Latin-1 only.
 */
export const PdfFont = { regular: 'body', bold: 'body-bold' } as const;

const require = createRequire(import.meta.url);
let files: { regular: Buffer; bold: Buffer } | undefined;

/** The font files, read once per process. */
export function pdfFontFiles(): { regular: Buffer; bold: Buffer } {
  files ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf')),
  };
  return files;
}

export type PdfFontName = (typeof PdfFont)[keyof typeof PdfFont];
