import { InvalidQueryError } from './invalid-query-error.js';
import type { ListOrder, OrderPosition } from './list-order.js';

/**
 * The `after` cursor of keyset paging: base64url of `{s, k, id}`, the sort it was cut for, the
 * last row's sort key values (as text) and its id. It names a position, not a permission: the
 * list's filters and access rules apply to every page as to the first.
 */
interface CursorBody {
  s: string;
  k: (string | null)[];
  id: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeCursor(order: ListOrder, position: OrderPosition): string {
  const body: CursorBody = { s: order.name, k: [...position.keys], id: position.id };
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
}

/** The position a cursor names, if it was cut for this order; else a 400 naming `after`. */
export function decodeCursor(order: ListOrder, cursor: string): OrderPosition {
  const body = parseBody(cursor);
  if (!body) {
    throw new InvalidQueryError('after must be the X-Next-Cursor of an earlier page of this list', 'after');
  }
  if (body.s !== order.name || body.k.length !== order.parts.length) {
    throw new InvalidQueryError('after was cut for another sort; page with the sort it came from', 'after');
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
  const { s, k, id } = parsed as Partial<CursorBody>;
  const keysOk = Array.isArray(k) && k.every((value) => value === null || typeof value === 'string');
  if (typeof s !== 'string' || !keysOk || typeof id !== 'string' || !uuidPattern.test(id)) return undefined;
  return { s, k, id };
}
