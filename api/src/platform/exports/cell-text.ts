import type { BooleanDate } from '@dealbook/contracts';
import { formatFirmDate, formatFirmDateTime } from './firm-time.js';
import type { CellKind, CellValue } from './table-columns.js';

const whole = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });

const isBooleanDate = (value: CellValue): value is BooleanDate =>
  typeof value === 'object' && value !== null && !(value instanceof Date) && 'checked' in value;

/** A date cell may hold a Date or the ISO text a read model keeps; anything else reads as it is. */
function instant(value: CellValue): Date | string | null {
  if (value instanceof Date) return value;
  if (typeof value === 'string' && value !== '' && !Number.isNaN(Date.parse(value))) return value;
  return null;
}

/**
 * How a cell reads in a document a person receives as text (a PDF, an e-mailed report): money in
 * pounds and pence, dates DD/MM/YYYY in the firm's zone, a tick as ✓ with the day it was ticked,
 * yes/no in words. Empty cells stay empty.
 */
export function cellText(kind: CellKind, value: CellValue, timeZone: string): string {
  if (value === null || value === undefined) return '';
  if (isBooleanDate(value)) {
    if (!value.checked) return '';
    return kind === 'yesNo' ? 'Yes' : `✓ ${formatFirmDate(timeZone, value.timestamp)}`.trim();
  }
  if (typeof value === 'boolean') {
    if (kind === 'tick') return value ? '✓' : '';
    return value ? 'Yes' : 'No';
  }
  switch (kind) {
    case 'money':
      return typeof value === 'number' ? pounds.format(value) : String(value);
    case 'number':
      return typeof value === 'number' ? whole.format(value) : String(value);
    case 'date':
    case 'dateTime': {
      const at = instant(value);
      if (at === null) return value instanceof Date ? '' : String(value);
      return kind === 'date' ? formatFirmDate(timeZone, at) : formatFirmDateTime(timeZone, at);
    }
    default:
      return value instanceof Date ? formatFirmDateTime(timeZone, value) : String(value);
  }
}

/** Whether a column of this kind lines its cells up on the right (figures), as ledgers do. */
export const alignsRight = (kind: CellKind) => kind === 'number' || kind === 'money';
