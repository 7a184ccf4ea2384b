import type { Kysely } from 'kysely';
import type { ReportName, ReportParams } from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { CellValue, TableColumn } from '../../platform/exports/table-columns.js';

/** What a report runs against: the read models (live, or as they stood at an instant) and the firm's zone. */
export interface ReportContext {
  db: Kysely<ReadModelDatabase>;
  /** The firm's time zone: days are counted and times written in it. */
  zone: string;
  /** "Now" for the report: the as-of instant, else the time it runs. */
  now: Date;
}

/**
 * One of the firm's reports: how it reads its rows and the columns every form of it shows (the
 * page, the spreadsheet, the PDF, the e-mailed copy). Rows are whole (reports are bounded by
 * their period and filters); the page shows the first ReportRowLimit of them.
 */
export interface ReportDefinition<N extends ReportName = ReportName, R = never> {
  name: N;
  columns: readonly TableColumn<R>[];
  /** What was asked, in words, for the title block: "1 Nov 2026 – 30 Nov 2026", "Deals of Jane Smith". */
  describe(context: ReportContext, params: ReportParams<N>): Promise<string[]>;
  rows(context: ReportContext, params: ReportParams<N>): Promise<R[]>;
}

/** A report's answer: its title-block lines and its table, each row already read into cells. */
export interface ReportOutput {
  subtitle: string[];
  /** The report's columns over rows of cells: the form every writer (page, spreadsheet, PDF) takes. */
  columns: TableColumn<CellValue[]>[];
  rows: CellValue[][];
}

/** A report ready to run, whatever its row type. */
export interface Report<N extends ReportName = ReportName> {
  name: N;
  run(context: ReportContext, params: ReportParams<N>): Promise<ReportOutput>;
}

/** A report definition made runnable: its rows are read into cells once, by its own columns. */
export function defineReport<N extends ReportName, R>(definition: ReportDefinition<N, R>): Report<N> {
  return {
    name: definition.name,
    async run(context, params) {
      const [subtitle, rows] = await Promise.all([
        definition.describe(context, params),
        definition.rows(context, params),
      ]);
      return {
        subtitle,
        columns: definition.columns.map((column, i) => ({
          ...column,
          value: (cells: CellValue[]) => cells[i] ?? null,
        })),
        rows: rows.map((row) => definition.columns.map((column) => column.value(row))),
      };
    },
  };
}
