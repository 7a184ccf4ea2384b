import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { GlobalSearchCountCap } from '@dealbook/contracts';
import type { ReadModelDatabase } from '../read-model-database.js';
import { cappedCount } from './search-terms.js';

type Db = Kysely<ReadModelDatabase>;
export type SearchTable = 'companies' | 'contacts';

/**
 * One way a name can match, tried after the tiers before it: the rows it adds exclude theirs.
 * `ids` lists its best `limit` rows (given the condition with earlier tiers excluded).
 */
export interface SearchTier {
  where: RawBuilder<SqlBool>;
  ids: (where: RawBuilder<SqlBool>, limit: number) => Promise<string[]>;
}

export interface TieredIds {
  ids: string[];
  count: number;
  countCapped: boolean;
}

/**
 * Fills a column tier by tier (name starts, then names containing the term), counting every
 * tier's matches up to GlobalSearchCountCap. `fallback` (similar names) runs only when no tier
 * matched at all — a misspelling — because it is the one step whose cost grows with the table.
 */
export async function tieredIds(
  db: Db,
  table: SearchTable,
  tiers: readonly SearchTier[],
  limit: number,
  fallback?: (limit: number) => Promise<TieredIds>,
): Promise<TieredIds> {
  const ids: string[] = [];
  let count = 0;
  let countCapped = false;
  const earlier: RawBuilder<SqlBool>[] = [];
  for (const tier of tiers) {
    const where =
      earlier.length === 0 ? tier.where : sql<SqlBool>`${tier.where} and not (${sql.join(earlier, sql` or `)})`;
    earlier.push(tier.where);
    if (ids.length < limit) ids.push(...(await tier.ids(where, limit - ids.length)));
    if (countCapped) continue;
    const matched = await cappedCount(db, table, where, GlobalSearchCountCap - count);
    count += matched.count;
    countCapped = matched.capped;
  }
  if (count === 0 && fallback) return fallback(limit);
  return { ids, count, countCapped };
}

/** The fallback's candidates stop here: enough to rank a misspelling's likely matches. */
export const similarCandidates = 500;

/**
 * Word-similarity thresholds tried in turn when nothing matches literally. pg_trgm's default
 * (0.6) misses most typos: "blakwood" is 0.58 like "Blackwood", "blakwod" 0.38, and two letters
 * wrong in a five-letter word leave about a third of its trigrams. A looser pass runs only when the
 * strict one finds nothing, so a near miss is not crowded out of the candidates by loose matches.
 */
export const similarityThresholds = [0.5, 0.3] as const;

/**
 * Runs `query` (an index-backed `<%` search) with pg_trgm's word-similarity threshold set to each
 * of `similarityThresholds` in turn, until it returns rows. Set locally (`set_config(…, true)`),
 * the setting ends with this transaction: no pooled connection keeps it.
 */
export async function withSimilarityThresholds<Row>(db: Db, query: (trx: Db) => Promise<Row[]>): Promise<Row[]> {
  return db.transaction().execute(async (trx) => {
    let rows: Row[] = [];
    for (const threshold of similarityThresholds) {
      await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(threshold)}, true)`.execute(trx);
      rows = await query(trx);
      if (rows.length > 0) break;
    }
    return rows;
  });
}

/**
 * Rows whose `column` is like the term by trigram word similarity (index-backed `<%`), best first,
 * ranked among at most `similarCandidates` candidates so a vague term cannot sort a whole table.
 */
export async function similarIds(
  db: Db,
  table: SearchTable,
  column: 'company_name' | 'full_name',
  term: string,
  limit: number,
): Promise<TieredIds> {
  const rows = await withSimilarityThresholds(db, async (trx) => {
    const found = await sql<{ id: string; n: string }>`
      select id, count(*) over () as n from (
        select id, word_similarity(${term}, ${sql.ref(column)}) as s from ${sql.table(table)}
        where ${term} <% ${sql.ref(column)} limit ${similarCandidates}
      ) candidates
      order by s desc, id limit ${limit}`.execute(trx);
    return found.rows;
  });
  const n = Number(rows[0]?.n ?? 0);
  return { ids: rows.map((r) => r.id), count: n, countCapped: n >= similarCandidates };
}
