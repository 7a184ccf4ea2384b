import { isBooleanDate } from '@dealbook/contracts';

/** One grid column as exported: its header and how to read the cell from a row. */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

export type ExportCell = string | number | boolean | Date | null;

export interface ExportSheet {
  headers: string[];
  rows: ExportCell[][];
}

function toCell(value: unknown): ExportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((item) => toCell(item)).join(', ');
  return JSON.stringify(value);
}

/**
 * The sheet a grid exports (spec §9): one column per grid column, headed with the grid's label,
 * except that a column whose values are BooleanDates becomes two: `{header} (ticked)` and
 * `{header} (date)` (the spec's `{field}_checked` and `{field}_date`, in words like the other
 * headers). A column counts as a BooleanDate column when any of its values is one, so a blank
 * first row does not hide it.
 */
export function toExportSheet<T>(columns: readonly ExportColumn<T>[], rows: readonly T[]): ExportSheet {
  const splits = columns.map((column) => rows.some((row) => isBooleanDate(column.value(row))));
  const headers = columns.flatMap((column, i) =>
    splits[i] ? [`${column.header} (ticked)`, `${column.header} (date)`] : [column.header],
  );
  const body = rows.map((row) =>
    columns.flatMap((column, i): ExportCell[] => {
      const value = column.value(row);
      if (!splits[i]) return [toCell(value)];
      return isBooleanDate(value) ? [value.checked, new Date(value.timestamp)] : [null, null];
    }),
  );
  return { headers, rows: body };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `{name}_export_{timestamp}.xlsx` (spec §9), the timestamp local and sortable: 20261122_143005. */
export function exportFileName(name: string, now: Date = new Date()): string {
  const safe = name.replace(/[^\w -]+/g, '').trim() || 'export';
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}_${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `${safe}_export_${stamp}.xlsx`;
}
