import type { ListResult } from '../../api/httpClient.js';

/**
 * A cached page of records with one record changed, so a grid shows a save at once; the refetch
 * the save triggers then brings the server's version. Pages without it stay as they are.
 */
export function patchCachedRow<T extends { _id: string }>(
  page: ListResult<T> | undefined,
  id: string,
  patch: (row: T) => T,
): ListResult<T> | undefined {
  if (!page || !page.rows.some((row) => row._id === id)) return page;
  return { ...page, rows: page.rows.map((row) => (row._id === id ? patch(row) : row)) };
}
