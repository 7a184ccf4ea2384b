import { isBooleanDate, type CellKind, type ReportCell } from '@dealbook/contracts';
import { formatDate, formatDateTime } from '../../ui/utils/format.js';

const numbers = new Intl.NumberFormat('en-GB');
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** A report cell as the page prints it, by its column's kind (spec §9 dates, Yes/No, amounts). */
export function cellText(kind: CellKind, cell: ReportCell): string {
  if (cell === null || cell === '') return '';
  if (isBooleanDate(cell)) return cell.checked ? formatDate(cell.timestamp) : '';
  switch (kind) {
    case 'date':
      return formatDate(String(cell));
    case 'dateTime':
      return formatDateTime(String(cell));
    case 'yesNo':
    case 'tick':
      return cell ? 'Yes' : 'No';
    case 'number':
      return typeof cell === 'number' ? numbers.format(cell) : String(cell);
    case 'money':
      return typeof cell === 'number' ? pounds.format(cell) : String(cell);
    case 'text':
      return String(cell);
  }
}

/** Numbers read from the right, as in a spreadsheet. */
export const alignsRight = (kind: CellKind) => kind === 'number' || kind === 'money';
