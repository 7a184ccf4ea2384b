import type { ColumnType } from 'kysely';

/**
 * The project read model: the project as a JSON document (client, people and child links as
 * ids) plus generated columns for what lists, boards, counts and reports filter and sort on.
 * `client_name` is kept by the projection (from the event, then from company renames) so lists
 * and search sort by it without a join.
 */
export interface ProjectTable {
  id: string;
  version: number;
  doc: ColumnType<Record<string, unknown>, string, string>;
  reference: ColumnType<string, never, never>;
  project_name: ColumnType<string, never, never>;
  client_id: ColumnType<string, never, never>;
  client_name: string;
  status: ColumnType<number, never, never>;
  opportunity_status: ColumnType<number, never, never>;
  deal_status: ColumnType<number, never, never>;
  is_deal: ColumnType<boolean, never, never>;
  service_of_interest: ColumnType<number, never, never>;
  owner_id: ColumnType<string | null, never, never>;
  /** ISO 8601 UTC text. */
  expected_completion: ColumnType<string, never, never>;
  initial_meeting_date: ColumnType<string, never, never>;
  introduction_date: ColumnType<string, never, never>;
  created_at: ColumnType<Date, Date, never>;
  updated_at: ColumnType<Date, Date, Date>;
}
