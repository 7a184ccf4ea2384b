import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { GlobalSearchCountCap, projectStageLabel, type ProjectSearchHit, type SearchColumn } from '@dealbook/contracts';
import type { ReadModelDatabase } from '../read-model-database.js';
import { escapeLike } from '../shared/document-filter.js';
import { folded, fuzzyMinLength, prefixPattern } from './search-terms.js';
import { similarCandidates, withSimilarityThresholds } from './tiered-search.js';

type Db = Kysely<ReadModelDatabase>;

interface HitRow {
  id: string;
  project_name: string;
  client_name: string;
  is_deal: boolean;
  opportunity_status: number;
  deal_status: number;
}

const toHit = (row: HitRow): ProjectSearchHit => ({
  _id: row.id,
  projectName: row.project_name,
  clientCompanyName: row.client_name,
  status: projectStageLabel({
    isDeal: row.is_deal,
    opportunityStatus: row.opportunity_status,
    dealStatus: row.deal_status,
  }),
});

async function rows(db: Db, where: RawBuilder<SqlBool>, order: RawBuilder<unknown>, limit: number) {
  if (limit <= 0) return [];
  const { rows: found } = await sql<HitRow>`
    select id, project_name, client_name, is_deal, opportunity_status, deal_status from projects
    where ${where} order by ${order} limit ${limit}`.execute(db);
  return found;
}

async function cappedCount(db: Db, where: RawBuilder<SqlBool>) {
  const { rows: counted } = await sql<{ n: string }>`
    select count(*) as n from (select 1 from projects where ${where} limit ${GlobalSearchCountCap + 1}) matches`.execute(
    db,
  );
  const n = Number(counted[0]?.n ?? 0);
  return n > GlobalSearchCountCap
    ? { count: GlobalSearchCountCap, countCapped: true }
    : { count: n, countCapped: false };
}

/**
 * One project column of global search: names starting with the term (alphabetically, through
 * the byte-ordered name index), then names, references or client names containing it; only when
 * nothing matches literally, names like the term by trigram word similarity (a misspelling).
 */
async function projectColumn(
  db: Db,
  term: string,
  limit: number,
  isDeal: boolean,
): Promise<SearchColumn<ProjectSearchHit>> {
  const text = term.trim();
  const kind = sql<SqlBool>`is_deal = ${isDeal}`;
  const starts = sql<SqlBool>`${folded('project_name')} like ${prefixPattern(text.toLowerCase())}`;
  const pattern = `%${escapeLike(text)}%`;
  const contains = sql<SqlBool>`(project_name ilike ${pattern} or reference ilike ${pattern} or client_name ilike ${pattern})`;
  const byName = sql`${folded('project_name')}, id`;
  const first = await rows(db, sql<SqlBool>`${kind} and ${starts}`, byName, limit);
  const then = await rows(db, sql<SqlBool>`${kind} and ${contains} and not ${starts}`, byName, limit - first.length);
  const counted = await cappedCount(db, sql<SqlBool>`${kind} and (${starts} or ${contains})`);
  if (counted.count > 0 || text.length < fuzzyMinLength) return { ...counted, items: [...first, ...then].map(toHit) };

  const similar = await withSimilarityThresholds(db, async (trx) => {
    const found = await sql<HitRow & { n: string }>`
      select *, count(*) over () as n from (
        select id, project_name, client_name, is_deal, opportunity_status, deal_status,
               word_similarity(${text}, project_name) as s
        from projects where ${kind} and ${text} <% project_name limit ${similarCandidates}
      ) candidates
      order by s desc, id limit ${limit}`.execute(trx);
    return found.rows;
  });
  const n = Number(similar[0]?.n ?? 0);
  return { count: n, countCapped: n >= similarCandidates, items: similar.map(toHit) };
}

/** The Opportunities and Deals columns of global search (spec §2.5, §7.10: split by isDeal). */
export async function searchProjectColumns(db: Db, term: string, limit: number) {
  const [opportunities, deals] = await Promise.all([
    projectColumn(db, term, limit, false),
    projectColumn(db, term, limit, true),
  ]);
  return { opportunities, deals };
}
