import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { CompanyRoleFlags, type CompanySearchHit, type SearchColumn } from '@dealbook/contracts';
import type { ReadModelDatabase } from '../read-model-database.js';
import { escapeLike } from '../shared/document-filter.js';
import { folded, fuzzyMinLength, prefixPattern } from './search-terms.js';
import { similarIds, tieredIds, type SearchTier } from './tiered-search.js';

type Db = Kysely<ReadModelDatabase>;

function toHit(id: string, doc: Record<string, unknown>): CompanySearchHit {
  const flags = Object.fromEntries(CompanyRoleFlags.map((flag) => [flag, doc[flag] === true]));
  return {
    _id: id,
    companyName: String(doc.companyName ?? ''),
    logoUrl: String(doc.logoUrl ?? ''),
    ...flags,
  } as CompanySearchHit;
}

async function hits(db: Db, ids: readonly string[]): Promise<CompanySearchHit[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('companies')
    .select(['id', 'doc'])
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r.doc]));
  return ids.flatMap((id) => {
    const doc = byId.get(id);
    return doc ? [toHit(id, doc)] : [];
  });
}

/** Ids matching `where`, alphabetically: the planner walks companies_name_prefix and stops at `limit`. */
const byName = (db: Db) => async (where: RawBuilder<SqlBool>, limit: number) => {
  const { rows } = await sql<{ id: string }>`
    select id from companies where ${where} order by ${folded('company_name')}, id limit ${limit}`.execute(db);
  return rows.map((r) => r.id);
};

/**
 * The Companies column of global search: names starting with the term, then names containing it
 * (both alphabetically, counted up to 1000); only when nothing contains it, names like it by
 * trigram word similarity, so a misspelt name still finds the company.
 */
export async function searchCompaniesColumn(
  db: Db,
  term: string,
  limit: number,
): Promise<SearchColumn<CompanySearchHit>> {
  const text = term.trim();
  const tiers: SearchTier[] = [
    { where: sql<SqlBool>`${folded('company_name')} like ${prefixPattern(text.toLowerCase())}`, ids: byName(db) },
  ];
  const longEnough = text.length >= fuzzyMinLength;
  if (longEnough) {
    tiers.push({ where: sql<SqlBool>`company_name ilike ${`%${escapeLike(text)}%`}`, ids: byName(db) });
  }
  const found = await tieredIds(
    db,
    'companies',
    tiers,
    limit,
    longEnough ? (n) => similarIds(db, 'companies', 'company_name', text, n) : undefined,
  );
  return { count: found.count, countCapped: found.countCapped, items: await hits(db, found.ids) };
}
