import { InvalidQueryError } from './invalid-query-error.js';
import type { ListOrder, OrderPosition } from './list-order.js';

/**
 * The `after` cursor of keyset paging: base64url of `{s, l, k, id}`, the sort and the list (a
 * fingerprint of its table and filter) it was cut for, the last row's sort key values (as text)
 * and its id. It names a position, not a permission: the list's filters and access rules apply to
 * every page as to the first.
 */
interface CursorBody {
  s: string;
  l: string;
  k: (string | null)[];
  id: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeCursor(order: ListOrder, list: string, position: OrderPosition): string {
  const body: CursorBody = { s: order.name, l: list, k: [...position.keys], id: position.id };
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
}

/** The position a cursor names, if it was cut for this order of this list; else a 400 naming `after`. */
export function decodeCursor(order: ListOrder, list: string, cursor: string): OrderPosition {
  const body = parseBody(cursor);
  if (!body) {
    throw new InvalidQueryError('after must be the X-Next-Cursor of an earlier page of this list', 'after');
  }
  if (body.s !== order.name || body.k.length !== order.parts.length) {
    throw new InvalidQueryError('after was cut for another sort; page with the sort it came from', 'after');
  }
  // A position in one filter's rows means nothing in another's: the page would skip or repeat rows.
  if (body.l !== list) {
    throw new InvalidQueryError('after was cut for another list or filter; page with the filter it came from', 'after');
  }
  return { keys: body.k, id: body.id };
}

function parseBody(cursor: string): CursorBody | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { s, l, k, id } = parsed as Partial<CursorBody>;
  const keysOk = Array.isArray(k) && k.every((value) => value === null || typeof value === 'string');
  if (typeof s !== 'string' || typeof l !== 'string' || !keysOk || typeof id !== 'string' || !uuidPattern.test(id)) {
    return undefined;
  }
  return { s, l, k, id };
}
