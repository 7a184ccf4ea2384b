import type { ColumnType } from 'kysely';

/**
 * The communication read model (migration 0015): the communication as a JSON document (links,
 * contacted and employees as id lists) plus generated columns for lists, timelines and summaries.
 */
export interface CommunicationTable {
  id: string;
  version: number;
  doc: ColumnType<Record<string, unknown>, string, string>;
  /** ISO 8601 UTC text. */
  comms_date: ColumnType<string, never, never>;
  comms_type: ColumnType<number, never, never>;
  outcome: ColumnType<string | null, never, never>;
  action: ColumnType<number | null, never, never>;
  created_by: ColumnType<string | null, never, never>;
  mass_id: ColumnType<string | null, never, never>;
  created_at: ColumnType<Date, Date, never>;
  updated_at: ColumnType<Date, Date, Date>;
}
