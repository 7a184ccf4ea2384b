import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { queryPlan } from './query-plan.js';

/**
 * How the total of a list was arrived at: counted (`exact`), counted up to the cap and cut there
 * (`at-least`: the total is the cap plus one), or the planner's row estimate (`estimate`).
 */
export type TotalKind = 'exact' | 'at-least' | 'estimate';

export interface ListTotal {
  total: number;
  totalKind: TotalKind;
}

/**
 * Beyond this many matches a list stops counting: counting a million rows reads a million rows
 * (7 s on the contacts table), while a person paging a grid only needs "about how many".
 */
export const ExactCountCap = 10_000;

/**
 * The total of `from where …`: exact up to `cap`, else the planner's estimate when it is above
 * the cap (it can be far off for a filter it has no statistics for), else "more than the cap".
 */
export async function countMatches(
  db: Kysely<ReadModelDatabase>,
  from: RawBuilder<unknown>,
  where: RawBuilder<unknown>,
  cap = ExactCountCap,
): Promise<ListTotal> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from (select 1 from ${from} where ${where} limit ${cap + 1}) as capped`.execute(db);
  const counted = Number(rows[0]?.n ?? 0);
  if (counted <= cap) return { total: counted, totalKind: 'exact' };
  const estimate = await plannerEstimate(db, from, where);
  return estimate > cap ? { total: estimate, totalKind: 'estimate' } : { total: cap + 1, totalKind: 'at-least' };
}

/** The row count the planner expects (from pg_class.reltuples and column statistics). */
async function plannerEstimate(db: Kysely<ReadModelDatabase>, from: RawBuilder<unknown>, where: RawBuilder<unknown>) {
  const plan = await queryPlan(db, sql`select 1 from ${from} where ${where}`);
  return Math.round(plan['Plan Rows']);
}
