import { createHash } from 'node:crypto';
import type { PageQuery } from '@dealbook/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { InvalidQueryError } from './invalid-query-error.js';
import { decodeCursor, encodeCursor } from './list-cursor.js';
import { afterSql, orderBySql, orderKeysSql, type ListOrder } from './list-order.js';
import { countMatches, type ListTotal } from './list-total.js';

/** One page of a list, how many rows the list holds (and how that was found), and where to go on. */
export interface ListPage<T> extends ListTotal {
  rows: T[];
  /** The `after` of the next page; null on the last page. */
  nextCursor: string | null;
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

/**
 * The one way a list is paged: by `offset` or by an `after` cursor (keyset: the index starts at
 * the position, where an offset reads and drops every row before it), one row more than asked to
 * know whether a next page exists, and the total from countMatches in parallel.
 */
export async function listPage<R>(
  db: Kysely<ReadModelDatabase>,
  source: ListSource,
  order: ListOrder,
  page: PageQuery,
): Promise<ListPage<R>> {
  if (page.after !== undefined && page.offset > 0) {
    throw new InvalidQueryError('after and offset cannot be combined; the cursor says where the page starts', 'after');
  }
  const list = listFingerprint(db, source);
  const after = page.after === undefined ? undefined : decodeCursor(order, list, page.after);
  const where = after ? sql`(${source.where}) and ${afterSql(order, after)}` : source.where;
  const offset = after ? 0 : page.offset;
  const rowsQuery = sql<R & KeyColumns>`
    select ${source.columns}, ${orderKeysSql(order)} from ${source.from} where ${where}
    order by ${orderBySql(order)}
    limit ${page.limit + 1} offset ${offset}`.execute(db);
  const [{ rows: found }, counted] = await Promise.all([
    rowsQuery.catch((error: unknown) => {
      throw asCursorError(error, after !== undefined);
    }),
    countMatches(db, source.countFrom ?? source.from, source.where),
  ]);
  const more = found.length > page.limit;
  const rows = more ? found.slice(0, page.limit) : found;
  const last = rows.at(-1);
  // The last page of an offset walk knows the exact total, whatever the count stopped at.
  const endKnown = !after && !more && (rows.length > 0 || offset === 0);
  const total: ListTotal = endKnown ? { total: offset + rows.length, totalKind: 'exact' } : counted;
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
  return (row: R & KeyColumns): R => {
    const copy: Record<string, unknown> = { ...row };
    for (let i = 0; i < keyCount; i++) delete copy[`_k${i}`];
    delete copy._kid;
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
