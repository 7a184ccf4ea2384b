import type { SheetCell } from './spreadsheet-cells.js';

/**
 * The XML of one data row of a worksheet, written as exceljs's streaming writer writes it (same
 * elements, attributes and order), but as one string: exceljs builds a Row, a Cell and a style
 * lookup per cell, some 20 KB of garbage per exported row, and at 100,000 rows that garbage is
 * most of the server's memory during an export (issue 15). Text is an inline string (`t="str"`,
 * as exceljs writes it without shared strings), numbers and dates are values, a date as Excel's
 * serial day; an empty cell is written only when its column has a style.
 */
export function sheetRowXml(rowNumber: number, cells: readonly SheetCell[], layout: SheetRowLayout): string {
  let xml = `<row r="${rowNumber}" spans="1:${cells.length}" x14ac:dyDescent="0.25">`;
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
    else xml += `><v>${typeof cell === 'number' ? cell : excelSerialDay(cell)}</v></c>`;
  }
  return `${xml}</row>`;
}

/** Each column's letters (A, B, … AA) and style id in the workbook (0: the default, unwritten). */
export interface SheetRowLayout {
  letters: readonly string[];
  styleIds: readonly number[];
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
