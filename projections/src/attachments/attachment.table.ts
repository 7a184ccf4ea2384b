import type { ColumnType } from 'kysely';

/** The attachment read model: the record as a JSON document plus indexed generated columns. */
export interface AttachmentTable {
  id: string;
  version: number;
  doc: ColumnType<Record<string, unknown>, string, string>;
  file_name: ColumnType<string, never, never>;
  content_type: ColumnType<string, never, never>;
  size: ColumnType<string, never, never>;
  created_at: ColumnType<Date, Date, never>;
  updated_at: ColumnType<Date, Date, Date>;
}
