import type { ColumnType } from 'kysely';

/** A report schedule (its fields as a document) and the due time of its latest run. */
export interface ReportScheduleTable {
  id: string;
  version: number;
  owner_id: string | null;
  report: string;
  doc: ColumnType<Record<string, unknown>, string, string>;
  last_due_at: Date | null;
  created_at: ColumnType<Date, Date, never>;
  updated_at: Date;
}

/** One run of a schedule, from its claim to its outcome. */
export interface ReportRunTable {
  schedule_id: string;
  due_at: Date;
  started_at: Date;
  finished_at: Date | null;
  outcome: string | null;
  rows: number | null;
  detail: string;
}
