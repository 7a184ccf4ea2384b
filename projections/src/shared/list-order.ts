import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { InvalidQueryError } from './invalid-query-error.js';
import { sortKey } from './sort-key.js';

/**
 * One expression a list sorts by. `nullable` says whether rows may hold null there: a not-null
 * key is ordered without a NULLS clause (so a plain btree on the same expression serves the
 * ORDER BY) and is paged by a row comparison the index can start from.
 */
export interface SortPart {
  expr: RawBuilder<unknown>;
  nullable: boolean;
}

export const notNull = (expr: RawBuilder<unknown>): SortPart => ({ expr, nullable: false });
export const nullable = (expr: RawBuilder<unknown>): SortPart => ({ expr, nullable: true });

/** The sortable fields of a list: one key, or several sorted the same way (last, then first name). */
export type SortColumns = Readonly<Record<string, SortPart | readonly SortPart[]>>;

/** A list's order when no `sort` is given; SQL's default null placement unless told. */
export interface DefaultOrder {
  parts: readonly SortPart[];
  descending?: boolean;
}

/** A resolved order: the keys, then the row id in the same direction so that ties have one order. */
export interface ListOrder {
  /** What a cursor is bound to: the `sort` value, or '' for the default order. */
  name: string;
  parts: readonly SortPart[];
  descending: boolean;
  /** Nulls are the smallest value (`sort=` orders: nulls first ascending, last descending). */
  nullsSmallest: boolean;
  id: RawBuilder<unknown>;
}

/** `sort=field` / `sort=-field` over a list's columns (400 for any other), else its default order. */
export function listOrder(
  sort: string | undefined,
  columns: SortColumns,
  fallback: DefaultOrder,
  id: RawBuilder<unknown> = sql`id`,
): ListOrder {
  if (!sort) {
    return { name: '', parts: fallback.parts, descending: fallback.descending ?? false, nullsSmallest: false, id };
  }
  const { column, descending } = sortKey(sort, columns);
  const parts: readonly SortPart[] = 'expr' in column ? [column] : column;
  return { name: sort, parts, descending, nullsSmallest: true, id };
}

export function orderBySql(order: ListOrder): RawBuilder<unknown> {
  const direction = order.descending ? 'desc' : 'asc';
  const nullsFirst = order.nullsSmallest !== order.descending;
  const nulls = ` nulls ${nullsFirst ? 'first' : 'last'}`;
  const keys = order.parts.map((part) => sql`${part.expr} ${sql.raw(direction + (part.nullable ? nulls : ''))}`);
  return sql.join([...keys, sql`${order.id} ${sql.raw(direction)}`], sql`, `);
}

/** The sort key values of a row as text, to put in the next page's cursor. */
export function orderKeysSql(order: ListOrder): RawBuilder<unknown> {
  const keys = order.parts.map((part, i) => sql`(${part.expr})::text as ${sql.ref(`_k${i}`)}`);
  return sql.join([...keys, sql`(${order.id})::text as "_kid"`], sql`, `);
}

/** The sort key values of a row with their own types (`_o0`, … and `_oid`), to sort them elsewhere. */
export function orderValuesSql(order: ListOrder): RawBuilder<unknown> {
  const values = order.parts.map((part, i) => sql`${part.expr} as ${sql.ref(`_o${i}`)}`);
  return sql.join([...values, sql`${order.id} as "_oid"`], sql`, `);
}

/** The same order over the key values `orderValuesSql` put in the columns of `table`. */
export function orderOnValues(order: ListOrder, table: string): ListOrder {
  return {
    ...order,
    parts: order.parts.map((part, i) => ({ ...part, expr: sql.ref(`${table}._o${i}`) })),
    id: sql.ref(`${table}._oid`),
  };
}

/** Where a row is in the order: its key values (null for a null key) and its id. */
export interface OrderPosition {
  keys: readonly (string | null)[];
  id: string;
}

/**
 * The rows after `position` in `order`. Not-null keys compare as one row value, which a btree on
 * the same expressions answers as a range; nullable keys spell out where nulls fall.
 */
export function afterSql(order: ListOrder, position: OrderPosition): RawBuilder<SqlBool> {
  const op = sql.raw(order.descending ? '<' : '>');
  order.parts.forEach((part, i) => {
    if (!part.nullable && position.keys[i] === null) {
      throw new InvalidQueryError('after is not a cursor of this list and sort', 'after');
    }
  });
  const values = [...position.keys, position.id];
  const exprs = [...order.parts.map((part) => part.expr), order.id];
  if (order.parts.every((part) => !part.nullable)) {
    return sql<SqlBool>`(${sql.join(exprs)}) ${op} (${sql.join(values)})`;
  }
  const nullsAtStart = order.nullsSmallest !== order.descending;
  const same = (expr: RawBuilder<unknown>, value: string | null) =>
    value === null ? sql<SqlBool>`${expr} is null` : sql<SqlBool>`${expr} = ${value}`;
  const beyond = (expr: RawBuilder<unknown>, value: string | null, canBeNull: boolean): RawBuilder<SqlBool> => {
    if (!canBeNull) return sql<SqlBool>`${expr} ${op} ${value}`;
    if (value === null) return nullsAtStart ? sql<SqlBool>`${expr} is not null` : sql<SqlBool>`false`;
    return nullsAtStart
      ? sql<SqlBool>`${expr} ${op} ${value}`
      : sql<SqlBool>`(${expr} ${op} ${value} or ${expr} is null)`;
  };
  const canBeNull = [...order.parts.map((part) => part.nullable), false];
  const branches = exprs.map((expr, i) => {
    const ties = exprs.slice(0, i).map((earlier, j) => same(earlier, values[j]!));
    return sql<SqlBool>`(${sql.join([...ties, beyond(expr, values[i]!, canBeNull[i]!)], sql` and `)})`;
  });
  const expanded = sql<SqlBool>`(${sql.join(branches, sql` or `)})`;
  // A bound on the first key lets an index on it start near the position instead of at the top.
  const first = order.parts[0]!;
  const firstValue = position.keys[0];
  if (firstValue !== null && firstValue !== undefined && (!first.nullable || nullsAtStart)) {
    const bound = sql.raw(order.descending ? '<=' : '>=');
    return sql<SqlBool>`${first.expr} ${bound} ${firstValue} and ${expanded}`;
  }
  return expanded;
}

/**
 * The rows at or before `position` in `order`, as a condition an index on the sort keys stops
 * at: one row comparison when no key is nullable (the common case), else the complement of
 * afterSql (`is not true`, as null keys compare to null) with a bound on the first key when
 * one holds. Used to bound a walk, so a looser bound costs time, never rows.
 */
export function notAfterSql(order: ListOrder, position: OrderPosition): RawBuilder<SqlBool> {
  if (order.parts.every((part) => !part.nullable)) {
    const exprs = [...order.parts.map((part) => part.expr), order.id];
    const op = sql.raw(order.descending ? '>=' : '<=');
    return sql<SqlBool>`(${sql.join(exprs)}) ${op} (${sql.join([...position.keys, position.id])})`;
  }
  const rest = sql<SqlBool>`(${afterSql(order, position)}) is not true`;
  const first = order.parts[0]!;
  const firstValue = position.keys[0];
  const nullsAtStart = order.nullsSmallest !== order.descending;
  // Rows whose first key is null come before the position when nulls sort first: no bound then.
  if (firstValue === null || firstValue === undefined || (first.nullable && nullsAtStart)) return rest;
  const bound = sql.raw(order.descending ? '>=' : '<=');
  return sql<SqlBool>`${first.expr} ${bound} ${firstValue} and ${rest}`;
}
