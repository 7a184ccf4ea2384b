import type ExcelJS from 'exceljs';

const msPerDay = 86_400_000;
/** Days from Excel's epochs (1900, with its leap-year quirk; 1904 on old Macs) to 1970. */
const unixEpochSerial = { 1900: 25_569, 1904: 24_107 };

/** Whether a number format shows a date or time (brackets and quoted text aside), as Excel decides. */
function isDateFormat(format: string | undefined): boolean {
  if (!format) return false;
  return /[ymdhs]/i.test(format.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** Numbers as plain decimals: 1e21 and 1e-7 are written out, never in exponent form. */
function decimalText(value: number): string {
  if (!Number.isFinite(value)) return '';
  const text = String(value);
  return /e/i.test(text) ? value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : text;
}

/**
 * A date cell as ISO text without an offset: a cell has no zone, it holds the wall clock it
 * shows (the exports write the firm's), and readRow reads it in the firm's zone. A whole day is
 * the date alone; otherwise to the second (Excel's fractions of a day round to a millisecond or so).
 */
function dateText(value: Date): string {
  const seconds = Math.round(value.getTime() / 1000) * 1000;
  const iso = new Date(seconds).toISOString();
  return seconds % msPerDay === 0 ? iso.slice(0, 10) : iso.slice(0, 19);
}

/**
 * A cell as the text a CSV would hold: numbers as plain decimals, dates as ISO (above), rich text
 * joined, a hyperlink's text, a formula's result (a date when the cell shows one), booleans as
 * true/false, errors empty.
 */
export function xlsxCellText(value: ExcelJS.CellValue, numberFormat: string | undefined, date1904: boolean): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return decimalText(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : dateText(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('error' in value) return '';
  if ('formula' in value || 'sharedFormula' in value) {
    const result = value.result;
    if (typeof result === 'number' && Number.isFinite(result) && isDateFormat(numberFormat)) {
      const epoch = unixEpochSerial[date1904 ? 1904 : 1900];
      return dateText(new Date(Math.round((result - epoch) * msPerDay)));
    }
    return typeof result === 'object' && result !== null && 'error' in result
      ? ''
      : xlsxCellText(result ?? null, numberFormat, date1904);
  }
  if ('hyperlink' in value) return xlsxCellText(value.text, numberFormat, date1904);
  return '';
}
