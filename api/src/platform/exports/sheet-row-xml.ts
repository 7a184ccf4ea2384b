import type { SheetCell } from './spreadsheet-cells.js';

/**
 * The XML of one data row of a worksheet, written as exceljs's streaming writer writes it (same
 * elements, attributes and order), but as one string: exceljs builds a Row, a Cell and a style
 * lookup per cell, some 20 KB of garbage per exported row, and at 100,000 rows that garbage is
 * most of the server's memory during an export (issue 15). Text is an inline string (`t="str"`,
 * as exceljs writes it without shared strings), numbers and dates are values, a date as Excel's
 * serial day, a formula with its value; an empty cell is written only when its column has a style.
 */
export function sheetRowXml(rowNumber: number, cells: readonly SheetCell[], layout: SheetRowLayout): string {
  let lines = 1;
  if (layout.wrapWidths) {
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i];
      const width = layout.wrapWidths[i];
      if (width && typeof cell === 'string' && mayWrap(cell, width)) lines = Math.max(lines, wrappedLines(cell, width));
    }
  }
  // Neither LibreOffice nor every Excel sizes a row to its wrapped text when it opens a file: a
  // row of several lines says its height, or its lines are drawn over the rows below it.
  const height = lines > 1 ? ` ht="${Math.min(lines * lineHeight + 2, tallestRow)}" customHeight="1"` : '';
  let xml = `<row r="${rowNumber}" spans="1:${cells.length}"${height} x14ac:dyDescent="0.25">`;
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i];
    const styleId = layout.styleIds[i]!;
    if (cell === null || cell === undefined) {
      if (styleId) xml += `<c r="${layout.letters[i]}${rowNumber}" s="${styleId}"/>`;
      continue;
    }
    xml += `<c r="${layout.letters[i]}${rowNumber}"`;
    if (styleId) xml += ` s="${styleId}"`;
    if (typeof cell === 'string') xml += ` t="str"><v>${xmlText(cell)}</v></c>`;
    else if (typeof cell === 'number') xml += `><v>${cell}</v></c>`;
    else if (cell instanceof Date) xml += `><v>${excelSerialDay(cell)}</v></c>`;
    else xml += `><f>${xmlText(cell.formula)}</f><v>${cell.result}</v></c>`;
  }
  return `${xml}</row>`;
}

/**
 * Each column's letters (A, B, … AA) and style id in the workbook (0: the default, unwritten),
 * and the width (characters) of each column whose text wraps.
 */
export interface SheetRowLayout {
  letters: readonly string[];
  styleIds: readonly number[];
  wrapWidths?: readonly (number | null)[];
}

/** Points a line of the sheet's 10 pt text takes. */
const lineHeight = 13;
/** The tallest row Excel opens (409 pt); a longer note is cut there, on screen as on paper. */
const tallestRow = 409;

/**
 * Arial's character widths (the metrics Helvetica and Liberation Sans share) for printable ASCII,
 * per 1000 units of type size, from Helvetica's AFM; other characters count as a digit's width.
 */
const arialWidths = [
  278, 278, 355, 556, 556, 889, 667, 222, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 222, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];
const points = (text: string) => {
  let units = 0;
  for (let i = 0; i < text.length; i++) units += arialWidths[text.charCodeAt(i) - 32] ?? 556;
  return units / 100; // 10 pt type
};
/**
 * The printed width of one unit of a column's width, in points, a little under what LibreOffice
 * gives it (about 7): a line is counted as wrapping a little early, so a row has room to spare
 * rather than text drawn over the row below. Less the cell's inner margins.
 */
const pointsPerWidthUnit = 6.3;
const cellMargins = 3;

/** Whether `text` could take more than a line: no character is wider than 10.2 points ("@"). */
const mayWrap = (text: string, width: number) =>
  text.length * 10.2 > width * pointsPerWidthUnit - cellMargins || text.includes('\n');

/** How many lines `text` wraps to in a column `width` units wide, breaking at spaces as the office suites do. */
export function wrappedLines(text: string, width: number): number {
  const room = width * pointsPerWidthUnit - cellMargins;
  const space = points(' ');
  let lines = 0;
  for (const paragraph of text.split('\n')) {
    let used = -1;
    lines++;
    for (const word of paragraph.split(' ')) {
      const wide = points(word);
      if (used >= 0 && used + space + wide <= room) {
        used += space + wide;
        continue;
      }
      if (used >= 0) lines++;
      // A word wider than the column is broken inside it, over as many lines as it needs.
      const extra = Math.max(0, Math.ceil(wide / room) - 1);
      lines += extra;
      used = wide - extra * room;
    }
  }
  return lines;
}

/** A column's letters from its number (1: A, 27: AA). */
export function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** Days since 1899-12-30 (Excel's 1900 date system), a time of day as the fraction. */
function excelSerialDay(date: Date): number {
  return 25569 + date.getTime() / 86_400_000;
}

/** Characters XML text must escape, and the control characters it may not hold at all. */
// eslint-disable-next-line no-control-regex
const xmlSpecial = /[<>&'"\x7F\x00-\x08\x0B\x0C\x0E-\x1F]/;
// eslint-disable-next-line no-control-regex
const xmlSpecials = /[<>&'"\x7F\x00-\x08\x0B\x0C\x0E-\x1F]/g;
const xmlEscapes: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

/** Text as XML content, as exceljs escapes it: the five specials as entities, control characters dropped. */
export function xmlText(text: string): string {
  return xmlSpecial.test(text) ? text.replace(xmlSpecials, (char) => xmlEscapes[char] ?? '') : text;
}
