import { sql, type Kysely } from 'kysely';
import { CompanyRoleFlags, GlobalSearchCountCap, type CompanySearchHit, type SearchColumn } from '@dealbook/contracts';
import type { ReadModelDatabase } from '../read-model-database.js';
import { escapeLike } from '../shared/document-filter.js';
import { cappedCount, folded, fuzzyMinLength, prefixPattern } from './search-terms.js';

interface HitRow {
  id: string;
  doc: Record<string, unknown>;
}

function toHit(row: HitRow): CompanySearchHit {
  const flags = Object.fromEntries(CompanyRoleFlags.map((flag) => [flag, row.doc[flag] === true]));
  return {
    _id: row.id,
    companyName: String(row.doc.companyName ?? ''),
    logoUrl: String(row.doc.logoUrl ?? ''),
    ...flags,
  } as CompanySearchHit;
}

/**
 * The Companies column of global search: names starting with the term, alphabetically (index
 * range on companies_name_prefix), then — when those do not fill the column — names containing
 * the term or like it by trigram word similarity (companies_name_trgm), best first.
 */
export async function searchCompaniesColumn(
  db: Kysely<ReadModelDatabase>,
  term: string,
  limit: number,
): Promise<SearchColumn<CompanySearchHit>> {
  const text = term.trim();
  const startsWith = sql`${folded('company_name')} like ${prefixPattern(text.toLowerCase())}`;
  const { rows: prefixed } = await sql<HitRow>`
    select id, doc from companies where ${startsWith}
    order by ${folded('company_name')}, id limit ${limit}`.execute(db);
  const prefixCount = await cappedCount(db, 'companies', startsWith, GlobalSearchCountCap);
  if (prefixed.length >= limit || text.length < fuzzyMinLength) {
    return { ...countOf(prefixCount), items: prefixed.map(toHit) };
  }
  const similar = sql`(company_name ilike ${`%${escapeLike(text)}%`} or ${text} <% company_name) and not ${startsWith}`;
  const { rows: fuzzy } = await sql<HitRow>`
    select id, doc from companies where ${similar}
    order by word_similarity(${text}, company_name) desc, lower(company_name), id
    limit ${limit - prefixed.length}`.execute(db);
  const fuzzyCount = await cappedCount(db, 'companies', similar, GlobalSearchCountCap - prefixCount.count);
  return {
    count: prefixCount.count + fuzzyCount.count,
    countCapped: fuzzyCount.capped,
    items: [...prefixed, ...fuzzy].map(toHit),
  };
}

const countOf = ({ count, capped }: { count: number; capped: boolean }) => ({ count, countCapped: capped });
