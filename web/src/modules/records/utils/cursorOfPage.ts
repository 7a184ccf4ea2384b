import type { QueryKey } from '@tanstack/react-query';
import type { ListResult } from '../../api/httpClient.js';

/**
 * The `after` cursor of page `index`: the X-Next-Cursor of the page before it, so stepping
 * through a large list with Next reads each page by keyset. Pages are followed from the first
 * (`keyOfPage(0, undefined)`); where one is not cached (a page opened directly, or evicted) the
 * chain stops and that page is read by offset, whose answer carries the cursor for the next.
 */
export function cursorOfPage(
  index: number,
  keyOfPage: (index: number, after: string | undefined) => QueryKey,
  cached: (key: QueryKey) => ListResult<unknown> | undefined,
): string | undefined {
  let after: string | undefined;
  for (let page = 1; page <= index; page++) after = cached(keyOfPage(page - 1, after))?.nextCursor ?? undefined;
  return after;
}
