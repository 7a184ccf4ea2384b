import type { MergeableType } from '@dealbook/contracts';
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';

/** Chains are short (a merge of a merge …); a cycle cannot happen, but a bound costs nothing. */
const MaxChain = 20;

/**
 * The record a merged-away one now lives on, following chains (A into B, then B into C answers C);
 * undefined when the id is not a merged-away record of that type.
 */
export async function findMergeSurvivor(
  db: Kysely<ReadModelDatabase>,
  type: MergeableType,
  id: string,
): Promise<{ survivorId: string; mergeId: string } | undefined> {
  const { rows } = await sql<{ survivor_id: string; merge_id: string; depth: number }>`
    with recursive chain(survivor_id, merge_id, depth) as (
      select survivor_id, merge_id, 1 from merged_records
      where id = ${id}::uuid and type = ${type} and undone_at is null
      union all
      select m.survivor_id, chain.merge_id, chain.depth + 1
      from merged_records m join chain on m.id = chain.survivor_id
      where m.undone_at is null and chain.depth < ${MaxChain}
    )
    select survivor_id, merge_id, depth from chain order by depth desc limit 1`.execute(db);
  const last = rows[0];
  return last ? { survivorId: last.survivor_id, mergeId: last.merge_id } : undefined;
}

/** The merged-away contact a reference (CON-000042) named, while its merge stands. */
export async function findMergedContactByReference(
  db: Kysely<ReadModelDatabase>,
  reference: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('merged_records')
    .select('id')
    .where('reference', '=', reference.trim().toUpperCase())
    .where('undone_at', 'is', null)
    .executeTakeFirst();
  return row?.id;
}

/** A merge by its id: the two records and whether it was undone. */
export async function findMerge(
  db: Kysely<ReadModelDatabase>,
  mergeId: string,
): Promise<{ mergedId: string; survivorId: string; type: MergeableType; undone: boolean } | undefined> {
  const row = await db
    .selectFrom('merged_records')
    .select(['id', 'survivor_id', 'type', 'undone_at'])
    .where('merge_id', '=', mergeId)
    .executeTakeFirst();
  return row
    ? { mergedId: row.id, survivorId: row.survivor_id, type: row.type, undone: row.undone_at !== null }
    : undefined;
}
