import type { ColumnType } from 'kysely';

/** The attachment read model: the record as a JSON document plus indexed generated columns. */
export interface AttachmentTable {
  id: string;
  version: number;
  doc: ColumnType<Record<string, unknown>, string, string>;
  file_name: ColumnType<string, never, never>;
  content_type: ColumnType<string, never, never>;
  size: ColumnType<string, never, never>;
  /** The client review's state, 'notSubmitted' when the document has none (migration 0021). */
  review_state: ColumnType<string, never, never>;
  /** The project whose client sees the document (migration 0021). */
  client_project_id: ColumnType<string | null, never, never>;
  /** Parent id -> when the child was linked to it, ISO 8601 UTC text (migration 0018). */
  linked_at: ColumnType<Record<string, string>, string | undefined, string>;
  created_at: ColumnType<Date, Date, never>;
  updated_at: ColumnType<Date, Date, Date>;
}
