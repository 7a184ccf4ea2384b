import { companyFieldsSchema, type Company, type PageQuery } from '@dealbook/contracts';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { conditionSql, escapeLike, parseDocumentFilter, type FilterCondition } from '../shared/document-filter.js';
import { fieldKindsOf, filterValuesOf } from '../shared/zod-field-kinds.js';
import { listPage, type ListPage } from '../shared/list-page.js';
import { listOrder, notNull, nullable, type SortColumns } from '../shared/list-order.js';

type Db = Kysely<ReadModelDatabase>;
export type CompanyFilter = FilterCondition[];
export type CompanyPage = ListPage<Company>;

/** The §5 filter fields of this list and how each is matched (also what the API document names). */
export const companyFilterKinds = fieldKindsOf(companyFieldsSchema.shape);
/** What the values of the choice and list filters are (the API document's enumerations and ids). */
export const companyFilterValues = filterValuesOf(companyFieldsSchema.shape);

/** The name as the list sorts it, the expression of the companies_name_key index (migration 0017). */
const byName = notNull(sql`coalesce(lower(company_name), '')`);

/** Sortable fields and the column or expression behind each (indexed where a grid sorts a million rows). */
const sortColumns: SortColumns = {
  companyName: byName,
  domain: notNull(sql`domain`),
  industryType: nullable(sql`industry_type`),
  city: notNull(sql`city`),
  country: notNull(sql`country`),
  revenue: nullable(sql`revenue`),
  createdAt: notNull(sql`created_at`),
  updatedAt: notNull(sql`updated_at`),
};
export const CompanySortFields = Object.keys(sortColumns);

/** Filter of spec §5 from query-string or JSON values; unknown fields are an InvalidQueryError. */
export function parseCompanyFilter(query: Record<string, unknown>): CompanyFilter {
  return parseDocumentFilter(query, companyFilterKinds);
}

interface CompanyRow {
  id: string;
  version: number;
  doc: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

export function toCompany(row: CompanyRow): Company {
  return {
    ...(row.doc as Omit<Company, '_id' | 'version' | 'createdAt' | 'updatedAt'>),
    _id: row.id,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function whereSql(conditions: RawBuilder<SqlBool>[]): RawBuilder<unknown> {
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

/** The company name has its own trigram-indexed column; other text fields match inside the document. */
function companyConditionSql(condition: FilterCondition): RawBuilder<SqlBool> {
  if (condition.kind === 'text' && condition.field === 'companyName') {
    return sql<SqlBool>`company_name ilike ${`%${escapeLike(condition.contains)}%`}`;
  }
  return conditionSql(condition);
}

async function page(db: Db, where: RawBuilder<unknown>, query: PageQuery): Promise<CompanyPage> {
  const found = await listPage<CompanyRow>(
    db,
    { columns: sql`id, version, doc, created_at, updated_at`, from: sql`companies`, where },
    listOrder(query.sort, sortColumns, { parts: [byName] }),
    query,
  );
  return { ...found, rows: found.rows.map(toCompany) };
}

export function searchCompanies(db: Db, filter: CompanyFilter, query: PageQuery): Promise<CompanyPage> {
  return page(db, whereSql(filter.map(companyConditionSql)), query);
}

export function findCompaniesByName(db: Db, text: string, query: PageQuery): Promise<CompanyPage> {
  const trimmed = text.trim();
  return page(db, trimmed ? sql`company_name ilike ${`%${escapeLike(trimmed)}%`}` : sql`true`, query);
}

export function findCompaniesCreatedBetween(db: Db, from: Date, to: Date, query: PageQuery): Promise<CompanyPage> {
  return page(db, sql`created_at >= ${from} and created_at <= ${to}`, { ...query, sort: query.sort ?? 'createdAt' });
}

export async function findCompanyById(db: Db, id: string): Promise<Company | undefined> {
  const row = await db
    .selectFrom('companies')
    .select(['id', 'version', 'doc', 'created_at', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toCompany(row) : undefined;
}

/**
 * Top-N lookup for pickers and global search: names containing the text or similar to it by
 * trigram word similarity (index-backed), best match first. Blank text (' ') lists by name.
 */
export async function findTopCompanies(
  db: Db,
  text: string,
  limit: number,
  options: { ambassadorsOnly?: boolean } = {},
): Promise<Company[]> {
  const term = text.trim();
  const ambassadors = options.ambassadorsOnly ? sql`and doc @> '{"isAmbassador": true}'::jsonb` : sql``;
  const { rows } = term
    ? await sql<{ id: string; version: number; doc: Record<string, unknown>; created_at: Date; updated_at: Date }>`
        select id, version, doc, created_at, updated_at from companies
        where (company_name ilike ${`%${escapeLike(term)}%`} or ${term} <% company_name) ${ambassadors}
        order by word_similarity(${term}, company_name) desc, lower(company_name), id
        limit ${limit}`.execute(db)
    : await sql<{ id: string; version: number; doc: Record<string, unknown>; created_at: Date; updated_at: Date }>`
        select id, version, doc, created_at, updated_at from companies
        where true ${ambassadors}
        order by lower(company_name), id
        limit ${limit}`.execute(db);
  return rows.map(toCompany);
}

export async function countCompanies(db: Db): Promise<number> {
  const row = await db
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
