import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ListResult } from '../../api/httpClient.js';
import { cursorOfPage } from '../utils/cursorOfPage.js';

/** The `after` cursor of page `index` of a list, from the pages before it in the query cache. */
export function usePageAfter(
  index: number,
  keyOfPage: (index: number, after: string | undefined) => QueryKey,
): string | undefined {
  const client = useQueryClient();
  return cursorOfPage(index, keyOfPage, (key) => client.getQueryData<ListResult<unknown>>(key));
}
