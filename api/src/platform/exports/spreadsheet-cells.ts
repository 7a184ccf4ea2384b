import { isBooleanDate } from '@dealbook/contracts';
import { wallClockIn } from './firm-time.js';
import type { CellKind, CellValue, TableColumn } from './table-columns.js';

/** One column of the sheet as written: a tick column of the model becomes two of these. */
export interface SheetColumn {
  header: string;
  kind: Exclude<CellKind, 'tick'>;
  width: number;
  read: (value: CellValue) => string | number | Date | null;
}

/** A formula with the value it comes to, written beside it so a reader that does not recalculate on opening shows it. */
export interface SheetFormula {
  formula: string;
  result: number;
}

export type SheetCell = string | number | Date | SheetFormula | null;

/**
 * Spec §9's date formats, as spreadsheet number formats: DD/MM/YYYY and DD/MM/YYYY HH:mm; money in
 * pounds with its symbol, as the screens and PDFs show it.
 */
export const numberFormats: Partial<Record<CellKind, string>> = {
  date: 'dd/mm/yyyy',
  dateTime: 'dd/mm/yyyy hh:mm',
  money: '"£"#,##0.00',
};

const defaultWidths: Record<CellKind, number> = {
  text: 20,
  number: 10,
  money: 12,
  date: 11,
  dateTime: 16,
  tick: 11,
  yesNo: 8,
};

/**
 * The wall clock of an instant in the firm's zone; for a date column, that day's midnight, so
 * the cell is the day itself (an Excel filter or `=DATE(…)` comparison matches it).
 */
function asDate(value: CellValue, zone: string, wholeDay: boolean): Date | null {
  const instant = value instanceof Date ? value : typeof value === 'string' && value !== '' ? new Date(value) : null;
  if (instant === null || Number.isNaN(instant.getTime())) return null;
  const wall = wallClockIn(zone, instant);
  return wholeDay ? new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate())) : wall;
}

function asText(value: CellValue): string | null {
  if (value === null || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) return value.toISOString();
  if (isBooleanDate(value)) return value.checked ? 'Yes' : null;
  // A workbook's text cell is never run as a formula, so "+33 1 42…" and "=SUM(A1)" are written
  // as they are: an apostrophe before them would show in Excel and LibreOffice (CSV files, which
  // have no cell types, keep the guard: imports/reading/failures-file.ts).
  return String(value);
}

function reader(kind: Exclude<CellKind, 'tick'>, zone: string): SheetColumn['read'] {
  switch (kind) {
    case 'date':
    case 'dateTime':
      return (value) => asDate(value, zone, kind === 'date');
    case 'number':
    case 'money':
      return (value) => (typeof value === 'number' && Number.isFinite(value) ? value : asText(value));
    case 'yesNo':
      return (value) => (value === null ? null : value ? 'Yes' : 'No');
    case 'text':
      return asText;
    default: {
      const never: never = kind;
      return never;
    }
  }
}

/**
 * The sheet's columns from the one column model: headers in words, a BooleanDate (`tick`) split
 * into "<header> (ticked)" (Yes or blank) and "<header> (date)" (a date cell, when ticked), spec
 * §9's `{field}_checked` / `{field}_date` said the way the grids say them.
 */
export function sheetColumns<T>(columns: readonly TableColumn<T>[], zone: string): SheetColumn[] {
  return columns.flatMap((column): SheetColumn[] => {
    const width = Math.max(column.width ?? defaultWidths[column.kind], column.header.length + 2);
    if (column.kind !== 'tick') {
      return [{ header: column.header, kind: column.kind, width, read: reader(column.kind, zone) }];
    }
    const ticked = (value: CellValue) => isBooleanDate(value) && value.checked;
    return [
      {
        header: `${column.header} (ticked)`,
        kind: 'text',
        width: column.header.length + 11,
        read: (value) => (ticked(value) ? 'Yes' : null),
      },
      {
        header: `${column.header} (date)`,
        kind: 'date',
        width: Math.max(defaultWidths.date, column.header.length + 9),
        read: (value) => (isBooleanDate(value) && value.checked ? asDate(value.timestamp, zone, true) : null),
      },
    ];
  });
}

/** The cells of one row, in the sheet's column order. */
export function sheetRow<T>(columns: readonly TableColumn<T>[], sheet: readonly SheetColumn[], row: T): SheetCell[] {
  const cells: SheetCell[] = [];
  let at = 0;
  for (const column of columns) {
    const value = column.value(row);
    cells.push(sheet[at]!.read(value));
    at++;
    if (column.kind === 'tick') {
      cells.push(sheet[at]!.read(value));
      at++;
    }
  }
  return cells;
}
