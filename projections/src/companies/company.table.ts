import type { ColumnType } from 'kysely';

/**
 * The company read model: the whole record as a JSON document (what the API returns), plus
 * generated columns for what lists sort, search and filter on, so they can be indexed.
 */
export interface CompanyTable {
  id: string;
  version: number;
  doc: ColumnType<Record<string, unknown>, string, string>;
  company_name: ColumnType<string, never, never>;
  domain: ColumnType<string, never, never>;
  industry_type: ColumnType<string | null, never, never>;
  city: ColumnType<string, never, never>;
  country: ColumnType<string, never, never>;
  revenue: ColumnType<string, never, never>;
  created_at: ColumnType<Date, Date, never>;
  updated_at: ColumnType<Date, Date, Date>;
}
