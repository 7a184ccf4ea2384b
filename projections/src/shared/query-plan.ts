import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';

/** A node of PostgreSQL's plan (EXPLAIN's JSON), with the fields the lists read. */
export interface PlanNode {
  'Node Type': string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

/** The plan PostgreSQL would run `query` by (EXPLAIN, without running it). */
export async function queryPlan(db: Kysely<ReadModelDatabase>, query: RawBuilder<unknown>): Promise<PlanNode> {
  const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>`explain (format json) ${query}`.execute(db);
  return rows[0]!['QUERY PLAN'][0].Plan;
}
