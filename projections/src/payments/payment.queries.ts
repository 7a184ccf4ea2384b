import {
  PaymentLinkTypes,
  PaymentStatus,
  linkListField,
  splitVat,
  type PageQuery,
  type Payment,
} from '@dealbook/contracts';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import {
  conditionSql,
  parseDocumentFilter,
  withEnumConditions,
  idFilters,
  type FieldKind,
  type FilterCondition,
  type FilterValue,
} from '../shared/document-filter.js';
import { childRowsByIds, childSource, countOf, recordStamps, whereAll, type ChildRow } from '../shared/child-doc.js';
import { listPage, type ListPage } from '../shared/list-page.js';
import { listOrder, notNull, nullable, type SortColumns } from '../shared/list-order.js';
import { parentListOrder } from '../shared/linked-children.queries.js';

type Db = Kysely<ReadModelDatabase>;
export type PaymentFilter = FilterCondition[];
export type PaymentPage = ListPage<Payment>;

/** The §5 filter fields of this list and how each is matched (also what the API document names). */
export const paymentFilterKinds: Record<string, FieldKind> = {
  description: 'text',
  status: 'choice',
  paid: 'boolean',
  vatRate: 'number',
  amountIncVAT: 'number',
  companies: 'list',
  projects: 'list',
};

const paymentEnumFilters = { status: PaymentStatus };

/** What the values of the choice and list filters are (the API document's enumerations and ids). */
export const paymentFilterValues: Readonly<Record<string, FilterValue>> = {
  ...paymentEnumFilters,
  ...idFilters(['companies', 'projects']),
};

const sortColumns: SortColumns = {
  status: nullable(sql`status`),
  dueDate: nullable(sql`due_date`),
  amountIncVAT: nullable(sql`amount_inc_vat`),
  createdAt: notNull(sql`created_at`),
  updatedAt: notNull(sql`updated_at`),
};
export const PaymentSortFields = Object.keys(sortColumns);

/** Spec §5 filters; `status` takes one PaymentStatus number or a list, `projects=<id>` the payments of a project. */
export function parsePaymentFilter(query: Record<string, unknown>): PaymentFilter {
  return withEnumConditions(parseDocumentFilter(query, paymentFilterKinds), paymentEnumFilters);
}

function toPayment(row: ChildRow): Payment {
  const doc = row.doc as unknown as Omit<
    Payment,
    'amountExVAT' | 'vatAmount' | '_id' | 'version' | 'createdAt' | 'updatedAt'
  >;
  return { ...doc, ...splitVat(doc.amountIncVAT, doc.vatRate), ...recordStamps(row) };
}

const where = (filter: PaymentFilter) => whereAll(filter.map((c): RawBuilder<SqlBool> => conditionSql(c)));

const newestFirst = { parts: [notNull(sql`created_at`)], descending: true };
const linkFields = PaymentLinkTypes.map((type) => linkListField[type]);

/**
 * Newest first by default; one record's payments (`projects=<id>`) the one linked to it last
 * first (spec §7.6: a payment added to a project goes to the front of its list).
 */
export async function searchPayments(db: Db, filter: PaymentFilter, query: PageQuery): Promise<PaymentPage> {
  const page = await listPage<ChildRow>(
    db,
    childSource('payments', where(filter)),
    listOrder(query.sort, sortColumns, parentListOrder(filter, linkFields, newestFirst)),
    query,
  );
  return { ...page, rows: page.rows.map(toPayment) };
}

export function countPayments(db: Db, filter: PaymentFilter): Promise<number> {
  return countOf(db, 'payments', where(filter));
}

export async function findPaymentsByIds(db: Db, ids: readonly string[]): Promise<Payment[]> {
  return (await childRowsByIds(db, 'payments', ids)).map(toPayment);
}

export async function findPaymentById(db: Db, id: string): Promise<Payment | undefined> {
  const [payment] = await findPaymentsByIds(db, [id]);
  return payment;
}
