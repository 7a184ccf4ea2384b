/** One page of a list: its index and size, and the `after` cursor that starts it when known. */
export interface ListPageRequest {
  index: number;
  size: number;
  /** The previous page's X-Next-Cursor: the page is read by keyset instead of by offset. */
  after?: string | undefined;
}

/**
 * Appends a page's paging keys: `limit`, then `after` when the cursor is known, else `offset`.
 * A deep page by offset makes the database read every row it skips; by cursor it starts at the
 * row where the previous page ended.
 */
export function appendPage(params: URLSearchParams, page: ListPageRequest): void {
  params.set('limit', String(page.size));
  if (page.after !== undefined) params.set('after', page.after);
  else params.set('offset', String(page.index * page.size));
}
