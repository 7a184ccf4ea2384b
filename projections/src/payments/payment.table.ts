import type { ColumnType } from 'kysely';

/** The payment read model: the payment as a JSON document plus columns lists sort on. */
export interface PaymentTable {
  id: string;
  version: number;
  doc: ColumnType<Record<string, unknown>, string, string>;
  status: ColumnType<number, never, never>;
  /** ISO 8601 UTC text. */
  due_date: ColumnType<string, never, never>;
  amount_inc_vat: ColumnType<string, never, never>;
  created_at: ColumnType<Date, Date, never>;
  updated_at: ColumnType<Date, Date, Date>;
}
