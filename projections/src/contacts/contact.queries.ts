import {
  contactFieldsSchema,
  type CompanySummary,
  type Contact,
  type ContactListItem,
  type PageQuery,
} from '@dealbook/contracts';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import {
  conditionSql,
  escapeLike,
  idFilters,
  parseDocumentFilter,
  type FilterCondition,
  type FilterValue,
} from '../shared/document-filter.js';
import { fieldKindsOf, filterValuesOf } from '../shared/zod-field-kinds.js';
import { ownEntry } from '../shared/sort-key.js';
import { findCompanySummaries } from './company-summary.queries.js';
import { listPage, type ListPage } from '../shared/list-page.js';
import { listOrder, notNull, nullable, type SortColumns } from '../shared/list-order.js';

type Db = Kysely<ReadModelDatabase>;
export type ContactFilter = FilterCondition[];
export type ContactPage<T = Contact> = ListPage<T>;

export interface ContactRow {
  id: string;
  version: number;
  doc: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

/** The §5 filter fields of this list and how each is matched (also what the API document names). */
export const contactFilterKinds = {
  ...fieldKindsOf(contactFieldsSchema.shape),
  reference: 'text',
  fullName: 'text',
  companies: 'list',
  referrals: 'list',
} as const;
/** What the values of the choice and list filters are (the API document's enumerations and ids). */
export const contactFilterValues: Readonly<Record<string, FilterValue>> = {
  ...filterValuesOf(contactFieldsSchema.shape),
  ...idFilters(['companies', 'referrals']),
};

/** Names as lists sort them: the expressions of the indexes of migration 0017, never null. */
const lastName = notNull(sql`coalesce(lower(last_name), '')`);
const firstName = notNull(sql`coalesce(lower(first_name), '')`);

/** Sortable fields and the columns or expressions behind each, in sort order. */
const sortColumns: SortColumns = {
  fullName: notNull(sql`coalesce(lower(full_name), '')`),
  firstName,
  lastName: [lastName, firstName],
  reference: nullable(sql`reference`),
  jobTitle: notNull(sql`lower(job_title)`),
  email: notNull(sql`email`),
  city: notNull(sql`lower(city)`),
  createdAt: notNull(sql`created_at`),
  updatedAt: notNull(sql`updated_at`),
};
export const ContactSortFields = Object.keys(sortColumns);

/** Filter of spec §5 from query-string or JSON values; unknown fields are an InvalidQueryError. */
export function parseContactFilter(query: Record<string, unknown>): ContactFilter {
  return parseDocumentFilter(query, contactFilterKinds);
}

/** Text fields with a column of their own and a trigram index on it (`contains` uses the index). */
const trigramColumns: Readonly<Record<string, string>> = {
  firstName: 'first_name',
  lastName: 'last_name',
  fullName: 'full_name',
  email: 'email',
};

/** Names and e-mail have trigram-indexed columns; other text fields match inside the document. */
function contactConditionSql(condition: FilterCondition): RawBuilder<SqlBool> {
  const column = ownEntry(trigramColumns, condition.field);
  if (condition.kind === 'text' && column !== undefined) {
    return sql<SqlBool>`${sql.ref(column)} ilike ${`%${escapeLike(condition.contains)}%`}`;
  }
  if (condition.kind === 'list' && (condition.field === 'companies' || condition.field === 'referrals')) {
    // The expression the GIN index is built on, lower-cased as ids are stored.
    const ids = condition.anyOf.map((id) => id.toLowerCase());
    return sql<SqlBool>`(doc->${sql.lit(condition.field)}) ?| ${ids}::text[]`;
  }
  return conditionSql(condition);
}

function whereSql(conditions: RawBuilder<SqlBool>[]): RawBuilder<SqlBool> {
  return conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

/** The rows as the API answers them, company ids replaced by summaries of companies that exist. */
async function toContacts(db: Db, rows: ContactRow[]): Promise<Contact[]> {
  const ids = rows.flatMap((row) => [...idList(row.doc.companies), ...idList(row.doc.referrals)]);
  const summaries = await findCompanySummaries(db, ids);
  const summarise = (list: unknown) =>
    idList(list)
      .map((id) => summaries.get(id))
      .filter((s): s is CompanySummary => s !== undefined);
  return rows.map((row) => ({
    ...(row.doc as Omit<Contact, '_id' | 'version' | 'createdAt' | 'updatedAt'>),
    companies: summarise(row.doc.companies),
    referrals: summarise(row.doc.referrals),
    _id: row.id,
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }));
}

const idList = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

async function page(db: Db, where: RawBuilder<SqlBool>, query: PageQuery): Promise<ContactPage> {
  const found = await listPage<ContactRow>(
    db,
    { columns: sql`id, version, doc, created_at, updated_at`, from: sql`contacts`, where },
    listOrder(query.sort, sortColumns, { parts: [lastName, firstName] }),
    query,
  );
  return { ...found, rows: await toContacts(db, found.rows) };
}

export function searchContacts(db: Db, filter: ContactFilter, query: PageQuery): Promise<ContactPage> {
  return page(db, whereSql(filter.map(contactConditionSql)), query);
}

/** Name or reference containing the text; blank text lists everyone. */
export function findContactsByName(db: Db, text: string, query: PageQuery): Promise<ContactPage> {
  const pattern = `%${escapeLike(text.trim())}%`;
  return page(
    db,
    text.trim() ? sql<SqlBool>`(full_name ilike ${pattern} or reference ilike ${pattern})` : sql<SqlBool>`true`,
    query,
  );
}

export function findContactsCreatedBetween(db: Db, from: Date, to: Date, query: PageQuery): Promise<ContactPage> {
  return page(db, sql<SqlBool>`created_at >= ${from} and created_at <= ${to}`, {
    ...query,
    sort: query.sort ?? 'createdAt',
  });
}

/** The light list of pickers: who, and where they work. */
export async function listContacts(db: Db, query: PageQuery): Promise<ContactPage<ContactListItem>> {
  const { rows, ...rest } = await page(db, sql<SqlBool>`true`, query);
  return {
    ...rest,
    rows: rows.map(({ _id, reference, fullName, jobTitle, email, companies }) => ({
      _id,
      reference,
      fullName,
      jobTitle,
      email,
      companies,
    })),
  };
}

/** A contact as the API answers it from a row of its read model (or a row a replay made). */
export async function toContact(db: Db, row: ContactRow): Promise<Contact> {
  return (await toContacts(db, [row]))[0]!;
}

export async function findContactById(db: Db, id: string): Promise<Contact | undefined> {
  const row = await db
    .selectFrom('contacts')
    .select(['id', 'version', 'doc', 'created_at', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? (await toContacts(db, [row]))[0] : undefined;
}

export async function findContactByReference(db: Db, reference: string): Promise<Contact | undefined> {
  const row = await db
    .selectFrom('contacts')
    .select(['id', 'version', 'doc', 'created_at', 'updated_at'])
    .where('reference', '=', reference.trim().toUpperCase())
    .executeTakeFirst();
  return row ? (await toContacts(db, [row]))[0] : undefined;
}

/** The contacts of these ids that exist, in the order asked. */
export async function findContactsByIds(db: Db, ids: readonly string[]): Promise<Contact[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('contacts')
    .select(['id', 'version', 'doc', 'created_at', 'updated_at'])
    .where('id', 'in', ids)
    .execute();
  const contacts = new Map((await toContacts(db, rows)).map((c) => [c._id, c]));
  return ids.map((id) => contacts.get(id)).filter((c): c is Contact => c !== undefined);
}

/**
 * Top-N lookup for pickers and global search: first and last names each containing their part
 * or similar to it by trigram word similarity (index-backed), best match first. A blank part
 * (spec §5 sends ' ') matches any name.
 */
export async function findTopContacts(
  db: Db,
  firstName: string,
  lastName: string,
  limit: number,
  options: { ambassadorsOnly?: boolean } = {},
): Promise<Contact[]> {
  const first = firstName.trim();
  const last = lastName.trim();
  const conditions: RawBuilder<SqlBool>[] = [];
  const scores: RawBuilder<unknown>[] = [];
  if (first) {
    conditions.push(sql<SqlBool>`(first_name ilike ${`%${escapeLike(first)}%`} or ${first} <% first_name)`);
    scores.push(sql`word_similarity(${first}, first_name)`);
  }
  if (last) {
    conditions.push(sql<SqlBool>`(last_name ilike ${`%${escapeLike(last)}%`} or ${last} <% last_name)`);
    scores.push(sql`word_similarity(${last}, last_name)`);
  }
  if (options.ambassadorsOnly) conditions.push(sql<SqlBool>`doc @> '{"isAmbassador": true}'::jsonb`);
  const byName = sql`lower(last_name), lower(first_name), id`;
  const order = scores.length === 0 ? byName : sql`${sql.join(scores, sql` + `)} desc, ${byName}`;
  const { rows } = await sql<ContactRow>`
    select id, version, doc, created_at, updated_at from contacts
    where ${whereSql(conditions)}
    order by ${order}
    limit ${limit}`.execute(db);
  return toContacts(db, rows);
}

export async function countContacts(db: Db): Promise<number> {
  const row = await db
    .selectFrom('contacts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
