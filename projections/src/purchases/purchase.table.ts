import type { ColumnType } from 'kysely';

/**
 * The purchase read model (migration 0014): the purchase as a JSON document plus generated
 * columns; `company_name` and the `last_*` columns are kept by the projection.
 */
export interface PurchaseTable {
  id: string;
  version: number;
  doc: ColumnType<Record<string, unknown>, string, string>;
  project_id: ColumnType<string, never, never>;
  company_id: ColumnType<string, never, never>;
  client_id: ColumnType<string, never, never>;
  current_stage: ColumnType<string, never, never>;
  priority: ColumnType<number, never, never>;
  /** The client review's state, notSubmitted for purchases registered before issue 14 (migration 0020). */
  review_state: ColumnType<string, never, never>;
  /** When the purchaser was last submitted to the client (ISO text), null before. */
  review_submitted_at: ColumnType<string | null, never, never>;
  company_name: string;
  last_contact_id: string | null;
  /** ISO 8601 UTC text. */
  last_contact_date: string | null;
  last_contact_type: number | null;
  last_outcome: string | null;
  last_action: number | null;
  created_at: ColumnType<Date, Date, never>;
  updated_at: ColumnType<Date, Date, Date>;
}

/** The purchase projection's note of each communication: what the last contact is made of. */
export interface PurchaseCommTable {
  id: string;
  version: number;
  /** Purchase ids (text) the communication is linked to. */
  purchases: ColumnType<string[], string, string>;
  comms_date: string;
  comms_type: number;
  outcome: string | null;
  action: number | null;
}
