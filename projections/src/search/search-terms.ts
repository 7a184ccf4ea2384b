import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { escapeLike } from '../shared/document-filter.js';

/** Lower-cased words of a typed term, at most `max` (the rest join the last one). */
export function termWords(term: string, max = 2): string[] {
  const words = term.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length <= max) return words;
  return [...words.slice(0, max - 1), words.slice(max - 1).join(' ')];
}

/** A `like` pattern matching text that starts with `word`, wildcards typed by a person escaped. */
export const prefixPattern = (word: string) => `${escapeLike(word)}%`;

/** A byte-ordered, lower-cased column: what the prefix indexes of migration 0012 hold. */
export const folded = (column: string) => sql`(lower(${sql.ref(column)}) collate "C")`;

/** Trigram matching only helps from three characters on (pg_trgm's unit). */
export const fuzzyMinLength = 3;

/** How many rows a condition matches, counting no further than `cap` + 1. */
export async function cappedCount(
  db: Kysely<ReadModelDatabase>,
  table: 'companies' | 'contacts',
  condition: RawBuilder<unknown>,
  cap: number,
): Promise<{ count: number; capped: boolean }> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from (select 1 from ${sql.table(table)} where ${condition} limit ${cap + 1}) matches`.execute(
    db,
  );
  const n = Number(rows[0]?.n ?? 0);
  return n > cap ? { count: cap, capped: true } : { count: n, capped: false };
}
