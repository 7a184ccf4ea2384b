import { createHash } from 'node:crypto';
import type { PageQuery } from '@dealbook/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { InvalidQueryError } from './invalid-query-error.js';
import { decodeCursor, encodeCursor } from './list-cursor.js';
import {
  afterSql,
  notAfterSql,
  orderBySql,
  orderKeysSql,
  orderOnValues,
  orderValuesSql,
  type ListOrder,
  type OrderPosition,
} from './list-order.js';
import { countMatches, ExactCountCap, type ListTotal } from './list-total.js';
import { queryPlan, type PlanNode } from './query-plan.js';

/** One page of a list, how many rows the list holds (and how that was found), and where to go on. */
export interface ListPage<T> extends ListTotal {
  rows: T[];
  /** The `after` of the next page; null on the last page. */
  nextCursor: string | null;
}

/**
 * A page of a walk through a whole list (an export) after its first page: `counted` is the
 * first page's total, so the list is counted once, not again for every page. It passes through
 * a list's query function with the rest of the page query.
 */
export interface ListWalkPage extends PageQuery {
  counted?: ListTotal;
}

/** What a list reads: its columns, its FROM (a table or join) and its filter. */
export interface ListSource {
  columns: RawBuilder<unknown>;
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  /** The FROM the total is counted over when `from` joins tables only for display. */
  countFrom?: RawBuilder<unknown>;
}

type KeyColumns = Record<`_k${number}` | '_kid', string | null>;

/** How far a list counts and how far it walks its sort order testing a filter (see listPage). */
export interface ListLimits {
  countCap: number;
  walkBound: number;
}

/**
 * A filter with more matches than the count's cap is read along the sort order, but only this
 * far before deciding how to go on: matches bunched at the far end (`lastName=sm`, 30,000
 * matches, every one under S) would have the walk test most of a million rows (2.4 s).
 */
export const defaultListLimits: ListLimits = { countCap: ExactCountCap, walkBound: 10_000 };

/**
 * The one way a list is paged: by `offset` or by an `after` cursor (keyset: the index starts at
 * the position, where an offset reads and drops every row before it), one row more than asked to
 * know whether a next page exists, and the total from countMatches — first when the list is
 * filtered (the count decides how the page is read), else in parallel.
 */
export async function listPage<R>(
  db: Kysely<ReadModelDatabase>,
  source: ListSource,
  order: ListOrder,
  page: ListWalkPage,
  limits: ListLimits = defaultListLimits,
): Promise<ListPage<R>> {
  if (page.after !== undefined && page.offset > 0) {
    throw new InvalidQueryError('after and offset cannot be combined; the cursor says where the page starts', 'after');
  }
  const list = listFingerprint(db, source);
  const after = page.after === undefined ? undefined : decodeCursor(order, list, page.after);
  const where = after ? sql`(${source.where}) and ${afterSql(order, after)}` : source.where;
  const offset = after ? 0 : page.offset;
  const window = { limit: page.limit + 1, offset };
  const counting = page.counted
    ? Promise.resolve(page.counted)
    : countMatches(db, source.countFrom ?? source.from, source.where, limits.countCap);
  // A filter matching few rows sorts those rows: see sortedAfterFiltering. Unfiltered, the
  // count does not decide the plan and both queries go at once.
  const filtered = !isTrue(db, source.where);
  const counted = filtered ? await counting : undefined;
  const walk = { source, where, order, window };
  // A walk's later chunks (an export's) start right after matches it found: no bound needed.
  const rowsQuery =
    !counted || page.counted
      ? walkedInOrder<R>(db, walk)
      : counted.totalKind === 'exact'
        ? sortedAfterFiltering<R>(db, walk)
        : walkedWithinBound<R>(db, walk, after, limits.walkBound, counted.total);
  const [{ rows: found }, matches] = await Promise.all([
    rowsQuery.catch((error: unknown) => {
      throw asCursorError(error, after !== undefined);
    }),
    counted ?? counting,
  ]);
  const more = found.length > page.limit;
  const rows = more ? found.slice(0, page.limit) : found;
  const last = rows.at(-1);
  // The last page of an offset walk knows the exact total, whatever the count stopped at.
  const endKnown = !after && !more && (rows.length > 0 || offset === 0);
  const total: ListTotal = endKnown ? { total: offset + rows.length, totalKind: 'exact' } : matches;
  return {
    ...total,
    rows: rows.map(withoutKeys<R>(order.parts.length)),
    nextCursor:
      more && last
        ? encodeCursor(order, list, {
            keys: order.parts.map((_, i) => last[`_k${i}`] ?? null),
            id: String(last._kid),
          })
        : null,
  };
}

/**
 * The page of a filtered list whose matches were just counted exactly (at most the count's cap):
 * the matches' sort keys are read first, sorted, and only the page's rows fetched. Left to
 * itself the planner guesses the filter's selectivity, and when it guesses high it walks the
 * sort index testing every row for a match that is rare or bunched at one end: 2 s at a million
 * contacts for `lastName=smi` (2,811 matches, all under S) where sorting them takes 8 ms.
 */
function sortedAfterFiltering<R>(db: Kysely<ReadModelDatabase>, { source, where, order, window }: PageRead) {
  return sql<R & KeyColumns>`
    with matched as materialized (select ${orderValuesSql(order)} from ${source.from} where ${where}),
    page as (
      select * from matched order by ${orderBySql(orderOnValues(order, 'matched'))}
      limit ${window.limit} offset ${window.offset}
    )
    select ${source.columns}, ${orderKeysSql(orderOnValues(order, 'page'))}
    from ${source.from} join page on ${order.id} = page._oid
    order by ${orderBySql(orderOnValues(order, 'page'))}`.execute(db);
}

/** What one page reads: the list, its filter with the cursor's condition, its order and window. */
interface PageRead {
  source: ListSource;
  where: RawBuilder<unknown>;
  order: ListOrder;
  window: { limit: number; offset: number };
}

/** The page along the sort order (an index on the sort keys gives the rows in order). */
function walkedInOrder<R>(db: Kysely<ReadModelDatabase>, read: PageRead) {
  return walkSql<R>(read).execute(db);
}

function walkSql<R>({ source, where, order, window }: PageRead) {
  return sql<R & KeyColumns>`
    select ${source.columns}, ${orderKeysSql(order)} from ${source.from} where ${where}
    order by ${orderBySql(order)}
    limit ${window.limit} offset ${window.offset}`;
}

/**
 * Whether PostgreSQL would read the page by walking an index in the list's order, testing the
 * filter row after row, rather than sorting the matches (a sort key without an index): only a
 * walk can run far, and bounding a sort would make it sort three times.
 */
async function walksAnIndex(db: Kysely<ReadModelDatabase>, read: PageRead): Promise<boolean> {
  let node: PlanNode | undefined = await queryPlan(db, walkSql(read));
  while (node && ['Limit', 'Gather Merge', 'Gather'].includes(node['Node Type'])) node = node.Plans?.[0];
  return node !== undefined && node['Node Type'] !== 'Sort';
}

/**
 * The page of a filter with many matches, when it is read by walking an index in the list's
 * order: first no further than `bound` rows from where the page starts. When those rows hold too
 * few matches to fill the page, it reads whichever is smaller: the rest of the walk, as far as
 * the matches seen so far say it reaches, or all the matches (about `matches`), sorted. A page
 * 10,000 rows into the walk without a match is one whose matches are bunched further on
 * (`lastName=sm`: every match under S); a filter matching one row in a hundred finishes its walk.
 */
async function walkedWithinBound<R>(
  db: Kysely<ReadModelDatabase>,
  read: PageRead,
  after: OrderPosition | undefined,
  bound: number,
  matches: number,
) {
  const { window } = read;
  if (!(await walksAnIndex(db, read))) return walkedInOrder<R>(db, read);
  // A short walk first: a filter matching every few rows fills its page there, for less than the
  // whole bound's first query costs (20 ms for 10,000 contacts).
  let found = 0;
  for (const rows of [Math.ceil(bound / 20), bound]) {
    const within = await walkedWithin<R>(db, read, after, rows);
    if (!within || within.rows.length === window.limit) return within ?? walkedInOrder<R>(db, read);
    found = within.rows.length;
  }
  // Matches seen in the bound (at least the offset's when any row came back), and the rows the
  // walk would still read at that rate.
  const seen = found > 0 ? window.offset + found : 0;
  const wanted = window.offset + window.limit;
  const rowsToWalk = ((wanted - seen) * bound) / Math.max(seen, 1);
  return rowsToWalk <= matches ? walkedInOrder<R>(db, read) : sortedAfterFiltering<R>(db, read);
}

/** The page as far as `rows` rows from its start; undefined when fewer rows are left than that. */
async function walkedWithin<R>(
  db: Kysely<ReadModelDatabase>,
  read: PageRead,
  after: OrderPosition | undefined,
  rows: number,
) {
  const { source, order } = read;
  const { rows: ends } = await sql<KeyColumns>`
    select ${orderKeysSql(order)} from ${source.from} where ${after ? afterSql(order, after) : sql`true`}
    order by ${orderBySql(order)}
    limit 1 offset ${rows - 1}`.execute(db);
  const last = ends[0];
  if (!last) return undefined;
  const end: OrderPosition = { keys: order.parts.map((_, i) => last[`_k${i}`] ?? null), id: String(last._kid) };
  return walkedInOrder<R>(db, { ...read, where: sql`(${read.where}) and ${notAfterSql(order, end)}` });
}

/** Whether a filter is the empty one (`true`): nothing to count before choosing a plan. */
function isTrue(db: Kysely<ReadModelDatabase>, where: RawBuilder<unknown>): boolean {
  return where.compile(db).sql.trim() === 'true';
}

/** Which rows a list reads (its FROM and filter, values included), as a short hash for its cursors. */
export function listFingerprint(db: Kysely<ReadModelDatabase>, source: ListSource): string {
  const from = source.from.compile(db);
  const where = source.where.compile(db);
  return createHash('sha256')
    .update(JSON.stringify([from.sql, from.parameters, where.sql, where.parameters]))
    .digest('base64url')
    .slice(0, 16);
}

function withoutKeys<R>(keyCount: number) {
  const keys = new Set(['_kid', '_oid']);
  for (let i = 0; i < keyCount; i++) keys.add(`_k${i}`).add(`_o${i}`);
  // A copy without the key columns, rather than a spread copy with them deleted: deleting a
  // property turns each row into a slow dictionary object, and an export copies 100,000 rows.
  return (row: R & KeyColumns): R => {
    const copy: Record<string, unknown> = {};
    for (const column in row) if (!keys.has(column)) copy[column] = row[column as keyof typeof row];
    return copy as R;
  };
}

/**
 * A cursor's values reach SQL as typed parameters: one that is not a value of its column (a
 * date that is not a date, a NUL in a text) is PostgreSQL's data exception (SQLSTATE 22…), a bad
 * cursor rather than a server fault.
 */
function asCursorError(error: unknown, usedCursor: boolean): unknown {
  const code = (error as { code?: unknown }).code;
  if (usedCursor && typeof code === 'string' && code.startsWith('22')) {
    return new InvalidQueryError('after holds a value this list cannot sort by', 'after');
  }
  return error;
}
