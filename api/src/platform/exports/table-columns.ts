import type { BooleanDate, CellKind } from '@dealbook/contracts';

export type { CellKind };

/**
 * What one cell of a table a person receives holds (a spreadsheet, a PDF, an e-mailed report).
 * Dates stay dates (a spreadsheet sorts them, a PDF prints them in the firm's zone); a BooleanDate
 * is a tick with its date (a spreadsheet splits it into two columns, a PDF prints the date).
 */
export type CellValue = string | number | boolean | Date | BooleanDate | null;

/**
 * One column of a table a person receives: its header in the user's words (never a property
 * name), how its cells read, and how to read the cell from a row. The same columns feed the
 * spreadsheet, the PDF and the e-mailed report, so they always agree.
 */
export interface TableColumn<T> {
  header: string;
  kind: CellKind;
  value: (row: T) => CellValue;
  /** Relative width (characters, roughly); the writers size from it. Default by kind. */
  width?: number;
  /** Whether the table's totals row adds this column up (numbers and money). */
  total?: boolean;
}

/**
 * The width of an e-mail address column. A workbook's column widths are written before its rows
 * stream, so they cannot follow the content: this fits addresses of some 50 characters (about
 * the longest a firm's contacts have), which otherwise print cut at the next filled cell.
 */
export const emailColumnWidth = 44;
