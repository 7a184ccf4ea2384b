import { CommunicationAction, CommunicationOutcomes, CommunicationType } from '@dealbook/contracts';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import {
  conditionSql,
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

/** Field conditions plus the range of `commsDate` (ISO UTC, both ends included). */
export interface CommunicationFilter {
  conditions: FilterCondition[];
  from?: string;
  to?: string;
}

/** The §5 filter fields of this list and how each is matched (also what the API document names). */
export const communicationFilterKinds: Record<string, FieldKind> = {
  projects: 'list',
  purchases: 'list',
  companies: 'list',
  contacts: 'list',
  employees: 'list',
  contacted: 'list',
  person: 'list',
  createdBy: 'choice',
  massId: 'choice',
  outcome: 'choice',
  action: 'choice',
  commsType: 'choice',
  content: 'text',
};
const idFields = new Set([
  'projects',
  'purchases',
  'companies',
  'contacts',
  'employees',
  'contacted',
  'person',
  'createdBy',
  'massId',
]);
const idColumns: Record<string, RawBuilder<unknown>> = { createdBy: sql`created_by`, massId: sql`mass_id` };
const numericColumns: Record<string, RawBuilder<unknown>> = { action: sql`action`, commsType: sql`comms_type` };
const enumFields: Record<string, Readonly<Record<string, number>>> = {
  action: CommunicationAction,
  commsType: CommunicationType,
};

/** What the values of the choice and list filters are (the API document's enumerations and ids). */
export const communicationFilterValues: Readonly<Record<string, FilterValue>> = {
  ...idFilters(idFields),
  ...enumFields,
  outcome: CommunicationOutcomes,
};

const valuesOf = (condition: FilterCondition): string[] =>
  condition.kind === 'text' ? [condition.contains] : 'anyOf' in condition ? condition.anyOf : [];

/**
 * Spec §5 filters over communications: the link lists (`purchases=<id>` …), `employees` and
 * `contacted` match any of the ids; `person` the calls a contact's page lists: linked to the contact
 * or with them as the person spoken to (CallParties.spokenTo, the contact on file included); `createdBy` and `massId` one id or a list; `outcome` one of
 * the outcomes of §3.8 or a list (exact); `action` and `commsType` one member of their enumeration or a list;
 * `content` contains the text; `from`/`to` bound the date (a bare `to` date is the end of that
 * day, UTC). Unknown fields and malformed values are an InvalidQueryError (400).
 */
export function parseCommunicationFilter(query: Record<string, unknown>): CommunicationFilter {
  const { from, to, ...fields } = query;
  const conditions = parseDocumentFilter(fields, communicationFilterKinds).map((condition): FilterCondition => {
    const { field } = condition;
    const values = valuesOf(condition).map((value) => value.trim());
    if (idFields.has(field)) return idCondition(condition);
    const members = enumFields[field];
    if (members) return enumCondition(condition, members);
    if (field === 'outcome') {
      const unknown = values.filter((value) => !(CommunicationOutcomes as readonly string[]).includes(value));
      if (unknown.length > 0) {
        throw new InvalidQueryError(`Filter "outcome" must be one of: ${CommunicationOutcomes.join('; ')}`, field);
      }
      return { field, kind: 'choice', anyOf: values };
    }
    return condition;
  });
  return { conditions, from: bound('from', from, 'start'), to: bound('to', to, 'end') };
}

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A range end as ISO UTC text: a date-time, or a bare date meaning its first or last moment. */
function bound(name: string, raw: unknown, end: 'start' | 'end'): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  const text = typeof raw === 'string' ? raw.trim() : '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text)
    ? new Date(`${text}T${end === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`)
    : isoDateTime.test(text)
      ? new Date(text)
      : new Date(NaN);
  if (Number.isNaN(date.getTime())) {
    throw new InvalidQueryError(
      `Filter "${name}" must be an ISO date such as 2026-06-30 or 2026-06-30T09:00:00Z`,
      name,
    );
  }
  return date.toISOString();
}

function fieldSql(condition: FilterCondition): RawBuilder<SqlBool> {
  const { field } = condition;
  if (condition.kind === 'choice') {
    const idColumn = ownEntry(idColumns, field);
    if (idColumn) return sql<SqlBool>`${idColumn} = any(${condition.anyOf}::uuid[])`;
    const numeric = ownEntry(numericColumns, field);
    if (numeric) return sql<SqlBool>`${numeric} = any(${condition.anyOf.map(Number)}::smallint[])`;
    if (field === 'outcome') return sql<SqlBool>`outcome = any(${condition.anyOf}::text[])`;
  }
  if (condition.kind === 'list' && field === 'person') return withPerson(condition.anyOf);
  if (condition.kind === 'text' && field === 'content') {
    return sql<SqlBool>`doc->>'content' ilike ${`%${escapeLike(condition.contains)}%`}`;
  }
  return conditionSql(condition);
}

export function communicationConditions(filter: CommunicationFilter): RawBuilder<SqlBool>[] {
  return [
    ...filter.conditions.map(fieldSql),
    ...(filter.from ? [sql<SqlBool>`comms_date >= ${filter.from}`] : []),
    ...(filter.to ? [sql<SqlBool>`comms_date <= ${filter.to}`] : []),
  ];
}

/**
 * Calls linked to one of these contacts, recording them as spoken to, or naming nobody on a
 * purchaser whose contact on file (the first linked, as findCallParties reads it) they are.
 */
function withPerson(contactIds: readonly string[]): RawBuilder<SqlBool> {
  const ids = [...contactIds];
  return sql<SqlBool>`(doc->'contacts' ?| ${ids}::text[] or doc->'contacted' ?| ${ids}::text[] or (
    jsonb_array_length(doc->'contacted') = 0 and jsonb_array_length(doc->'contacts') = 0
    and doc->'purchases'->>0 = any(array(
      select p.id::text from purchases p
      where (select l.contact_id from contact_companies l join contacts c on c.id = l.contact_id
             where l.company_id = p.company_id order by l.linked_at, l.contact_id limit 1) = any(${ids}::uuid[])))))`;
}

/** A user's communications: those they logged and those naming them among the employees. */
export function ofUser(userId: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(created_by = ${userId} or doc->'employees' ? ${userId}::text)`;
}

/** Communications on purchases of these projects (what an external caller may see). */
export function onPurchasesOfProjects(projectIds: readonly string[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`doc->'purchases' ?| array(
    select id::text from purchases where project_id = any(${[...projectIds]}::uuid[]))`;
}

/** Sortable fields: `sort=-commsDate` … */
export const communicationSortColumns: SortColumns = {
  commsDate: nullable(sql`comms_date`),
  commsType: nullable(sql`comms_type`),
  outcome: nullable(sql`outcome`),
  action: nullable(sql`action`),
  createdAt: notNull(sql`created_at`),
  updatedAt: notNull(sql`updated_at`),
};
export const CommunicationSortFields = Object.keys(communicationSortColumns);
