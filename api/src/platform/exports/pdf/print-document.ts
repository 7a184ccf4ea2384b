import type { CellKind, CellValue, TableColumn } from '../table-columns.js';

/**
 * What a printed document says, independent of how it is drawn: a title block, then sections,
 * each either label/value fields or a table. Detail pages and reports build one of these and
 * hand it to `renderPdf`.
 */
export interface PrintDocument {
  /** The record's or report's name, first on the first page and the PDF's title. */
  title: string;
  /** Lines under the title (what the record is, whose it is, the period a report covers). */
  subtitle?: string[];
  sections: PrintSection[];
}

export type PrintSection = FieldsSection | TableSection;

/** One "Label: value" pair; the value as the user reads it (labels, not enum numbers). */
export interface PrintField {
  label: string;
  value: string;
}

export interface FieldsSection {
  kind: 'fields';
  heading: string;
  fields: PrintField[];
}

/** A table's column once its rows are read: the column model less the reader. */
export interface PrintColumn {
  header: string;
  kind: CellKind;
  width?: number;
  total?: boolean;
}

export interface TableSection {
  kind: 'table';
  heading: string;
  columns: PrintColumn[];
  rows: CellValue[][];
  /** What to print when there are no rows, e.g. "No tasks." */
  empty: string;
}

export function fieldsSection(heading: string, fields: PrintField[]): FieldsSection {
  return { kind: 'fields', heading, fields };
}

/**
 * A table from the one column model (`TableColumn<T>`): the cells are read here, so a document
 * holds tables of different row types side by side.
 */
export function tableSection<T>(
  heading: string,
  columns: readonly TableColumn<T>[],
  rows: readonly T[],
  empty = 'None.',
): TableSection {
  return {
    kind: 'table',
    heading,
    columns: columns.map(({ header, kind, width, total }) => ({ header, kind, width, total })),
    rows: rows.map((row) => columns.map((column) => column.value(row))),
    empty,
  };
}
