import type { ColumnType } from 'kysely';

/**
 * The contact read model: the whole record as a JSON document (company links as id lists), plus
 * generated columns for what lists sort, search and filter on, so they can be indexed.
 */
export interface ContactTable {
  id: string;
  version: number;
  doc: ColumnType<Record<string, unknown>, string, string>;
  reference: ColumnType<string, never, never>;
  first_name: ColumnType<string, never, never>;
  last_name: ColumnType<string, never, never>;
  full_name: ColumnType<string, never, never>;
  job_title: ColumnType<string, never, never>;
  email: ColumnType<string, never, never>;
  city: ColumnType<string, never, never>;
  created_at: ColumnType<Date, Date, never>;
  updated_at: ColumnType<Date, Date, Date>;
}

/** One contact-to-company link, so a company's employees list is an indexed, ordered query. */
export interface ContactCompanyTable {
  contact_id: string;
  company_id: string;
  linked_at: Date;
}
