import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { PurchasePriorityLevel } from '@dealbook/contracts';
import {
  enumCondition,
  escapeLike,
  idCondition,
  parseDocumentFilter,
  type FieldKind,
  type FilterCondition,
  type FilterValue,
  idFilters,
} from '../shared/document-filter.js';
import { InvalidQueryError } from '../shared/invalid-query-error.js';
import { ownEntry } from '../shared/sort-key.js';
import { notNull, nullable, type SortColumns } from '../shared/list-order.js';

export type PurchaseFilter = FilterCondition[];

/** The §5 filter fields of this list and how each is matched (also what the API document names). */
export const purchaseFilterKinds: Record<string, FieldKind> = {
  project: 'choice',
  company: 'choice',
  client: 'choice',
  companyName: 'text',
  currentStage: 'text',
  clientComments: 'text',
  internalComments: 'text',
  priority: 'choice',
  sentNDA: 'boolean',
  signedNDA: 'boolean',
  sentIM: 'boolean',
  sentTeaser: 'boolean',
};
const idColumns: Record<string, RawBuilder<unknown>> = {
  project: sql`project_id`,
  company: sql`company_id`,
  client: sql`client_id`,
};

/** What the values of the choice and list filters are (the API document's enumerations and ids). */
export const purchaseFilterValues: Readonly<Record<string, FilterValue>> = {
  ...idFilters(Object.keys(idColumns)),
  priority: PurchasePriorityLevel,
};

/**
 * Spec §5 filters over purchases: `project`, `company` (the purchaser) and `client` one id or a
 * list; `priority` one PurchasePriorityLevel or a list; `currentStage`, `companyName` and the
 * comments contain the text (any case); the ticks `sentNDA`, `signedNDA`, `sentIM` true or false.
 * Unknown fields and malformed values are an InvalidQueryError (400).
 */
export function parsePurchaseFilter(query: Record<string, unknown>): PurchaseFilter {
  return parseDocumentFilter(query, purchaseFilterKinds).map((condition) => {
    const { field } = condition;
    if (field in idColumns) return idCondition(condition);
    if (field === 'priority') return enumCondition(condition, PurchasePriorityLevel);
    return condition;
  });
}

export function purchaseConditionSql(condition: FilterCondition): RawBuilder<SqlBool> {
  const { field } = condition;
  const idColumn = ownEntry(idColumns, field);
  if (idColumn && condition.kind === 'choice') return sql<SqlBool>`${idColumn} = any(${condition.anyOf}::uuid[])`;
  switch (condition.kind) {
    case 'choice':
      return sql<SqlBool>`priority = any(${condition.anyOf.map(Number)}::smallint[])`;
    case 'text': {
      const column = field === 'companyName' ? sql`company_name` : sql`doc->>${sql.lit(field)}`;
      return sql<SqlBool>`${column} ilike ${`%${escapeLike(condition.contains)}%`}`;
    }
    case 'boolean':
      return sql<SqlBool>`doc @> ${JSON.stringify({ [field]: { checked: condition.equals } })}::jsonb`;
    default:
      throw new InvalidQueryError(`Cannot filter purchases on "${field}"`, field);
  }
}

/** Sortable fields: `sort=companyName`, `sort=-lastContact` … */
export const purchaseSortColumns: SortColumns = {
  companyName: nullable(sql`lower(company_name)`),
  currentStage: nullable(sql`lower(current_stage)`),
  priority: nullable(sql`priority`),
  lastContact: nullable(sql`last_contact_date`),
  createdAt: notNull(sql`created_at`),
  updatedAt: notNull(sql`updated_at`),
};
export const PurchaseSortFields = Object.keys(purchaseSortColumns);
