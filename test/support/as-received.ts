import JSZip from 'jszip';
import { expect } from 'vitest';
import { numericEnumLabels, textEnumLabels } from '@dealbook/contracts';
import { pdfWords, printedWords, workbookSheets, type PrintedWord } from './libre-office.js';

/**
 * Issue 34's checks of one file as its recipient opens it (LibreOffice for workbooks and Word
 * files, poppler for PDFs), shared by the suites that open every document the product offers.
 */

/**
 * Every identifier of an enumeration that its label spells otherwise ("ProfessionalServices" for
 * "Professional Services"): none of them may reach a reader.
 */
export const enumIdentifiers: readonly string[] = [...textEnumLabels.values(), ...numericEnumLabels.values()]
  .flatMap((labels) => Object.entries(labels))
  // A word run together ("ColdCall"), not a plain word a heading may also use ("Phone").
  .filter(
    ([identifier, label]) => identifier !== label && /^[A-Za-z]+$/.test(identifier) && /[a-z][A-Z]/.test(identifier),
  )
  .map(([identifier]) => identifier);

export type DocumentFormat = 'pdf' | 'xlsx' | 'docx';

/** A word's box is about 1.15 times its type size: 8 pt type is a box of 9 pt or more. */
const EightPointBox = 8.8;

/**
 * Opens `bytes` as a recipient would and checks what every document must be: words, not
 * identifiers; no apostrophe before a value; in a workbook or Word file, named fonts and nothing
 * printed under 8 pt. Answers the printed words, for the checks particular to the document.
 */
export async function expectReadsAsReceived(
  name: string,
  bytes: Buffer,
  format: DocumentFormat,
): Promise<PrintedWord[]> {
  const words = format === 'pdf' ? await pdfWords(bytes) : await printedWords(bytes, format);
  expect(words.length, `${name} prints words`).toBeGreaterThan(0);
  const printed = new Set(words.map((word) => word.text));
  expect(
    enumIdentifiers.filter((identifier) => printed.has(identifier)),
    `${name}: identifiers instead of words`,
  ).toEqual([]);
  expect(
    words.filter((word) => word.text.startsWith("'")).map((word) => word.text),
    `${name}: apostrophes before values`,
  ).toEqual([]);
  expect(overdrawn(words).slice(0, 5), `${name}: words drawn over each other`).toEqual([]);
  if (format === 'pdf') return words;
  const small = words.filter((word) => word.yMax - word.yMin < EightPointBox).map((word) => word.text);
  expect(small, `${name}: words printed under 8 pt`).toEqual([]);
  const zip = await JSZip.loadAsync(bytes);
  if (format === 'xlsx') {
    const [sheet] = [...(await workbookSheets(bytes)).values()];
    expect(
      sheet!.flat().filter((cell) => cell.startsWith("'")),
      `${name}: cells with an apostrophe`,
    ).toEqual([]);
    const styles = await zip.file('xl/styles.xml')!.async('string');
    const fonts = styles.match(/<font>[\s\S]*?<\/font>/g) ?? [];
    expect(fonts.length, `${name} has fonts`).toBeGreaterThan(0);
    expect(
      fonts.filter((font) => !/<name val="[^"]+"\/>/.test(font)),
      `${name}: fonts without a name`,
    ).toEqual([]);
  } else {
    // Word: the document defaults name the face every run inherits.
    const styles = await zip.file('word/styles.xml')!.async('string');
    const defaults = /<w:rPrDefault>[\s\S]*?<\/w:rPrDefault>/.exec(styles)?.[0] ?? '';
    expect(defaults, `${name}: the default font is named`).toMatch(/<w:rFonts [^>]*w:ascii="[^"]+"/);
  }
  return words;
}

/**
 * Pairs of words printed over each other: their boxes overlap across, and by more than 40% of
 * a line down (the boxes of two lines set close touch a little; text drawn over a row does not).
 */
function overdrawn(words: readonly PrintedWord[]): string[] {
  const overlaps: string[] = [];
  const pages = new Map<number, PrintedWord[]>();
  for (const word of words) pages.set(word.page, [...(pages.get(word.page) ?? []), word]);
  for (const page of pages.values()) {
    const sorted = [...page].sort((a, b) => a.yMin - b.yMin);
    for (const [i, a] of sorted.entries()) {
      for (let j = i + 1; j < sorted.length && sorted[j]!.yMin < a.yMax; j++) {
        const b = sorted[j]!;
        const down = Math.min(a.yMax, b.yMax) - b.yMin;
        const across = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
        if (across > 1 && down > 0.4 * Math.min(a.yMax - a.yMin, b.yMax - b.yMin))
          overlaps.push(`"${a.text}" / "${b.text}"`);
      }
    }
  }
  return overlaps;
}

/** Which of `expected` (words of cells, e-mail addresses, references) the printed words lack whole. */
export function missingWords(expected: Iterable<string>, words: readonly PrintedWord[]): string[] {
  const printed = new Set(words.map((word) => word.text));
  return [...new Set(expected)].filter((word) => !printed.has(word));
}
