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
  /** Parent id -> when the child was linked to it, ISO 8601 UTC text (migration 0018). */
  linked_at: ColumnType<Record<string, string>, string | undefined, string>;
  created_at: ColumnType<Date, Date, never>;
  updated_at: ColumnType<Date, Date, Date>;
}
