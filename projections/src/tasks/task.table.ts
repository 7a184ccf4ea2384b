import type { ColumnType } from 'kysely';

/**
 * The task read model: the task as a JSON document (assignees and links as id lists) plus
 * generated columns for what lists sort and filter on.
 */
export interface TaskTable {
  id: string;
  version: number;
  doc: ColumnType<Record<string, unknown>, string, string>;
  subject: ColumnType<string, never, never>;
  status: ColumnType<number, never, never>;
  priority: ColumnType<number, never, never>;
  /** ISO 8601 UTC text. */
  due_date: ColumnType<string, never, never>;
  completed: ColumnType<boolean, never, never>;
  /** Parent id -> when the child was linked to it, ISO 8601 UTC text (migration 0018). */
  linked_at: ColumnType<Record<string, string>, string | undefined, string>;
  created_at: ColumnType<Date, Date, never>;
  updated_at: ColumnType<Date, Date, Date>;
}
