import type { ColumnType } from 'kysely';

/** The CRM event read model (DESIGN §9: the spec's "events"), document plus indexed columns. */
export interface CrmEventTable {
  id: string;
  version: number;
  doc: ColumnType<Record<string, unknown>, string, string>;
  event_date: Date;
  description: ColumnType<string, never, never>;
  event_type: ColumnType<number, never, never>;
  status: ColumnType<number, never, never>;
  city: ColumnType<string, never, never>;
  budgeted_cost: ColumnType<string, never, never>;
  actual_cost: ColumnType<string, never, never>;
  attendee_count: ColumnType<number, never, never>;
  /** Attendee (contact) id -> when they were invited, ISO 8601 UTC text (migration 0018). */
  linked_at: ColumnType<Record<string, string>, string | undefined, string>;
  created_at: ColumnType<Date, Date, never>;
  updated_at: ColumnType<Date, Date, Date>;
}
