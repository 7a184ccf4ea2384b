import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { ListResult } from '../../api/httpClient.js';
import type { ListState } from '../states/createListState.js';
import type { ListSort } from '../utils/listSort.js';
import type { ListPageRequest } from '../utils/pageParams.js';
import { usePageAfter } from './usePageAfter.js';

/** A list's query string (its filters, then `appendPage` and `sortParam`). */
export type ListQuery<Filters, F extends string> = (
  filters: Filters,
  sort: ListSort<F>,
  page: ListPageRequest,
) => string;

/** A list's `queryOptions` for a query string (its `*Queries.search`). */
export type ListQueryOptions<Row, K extends QueryKey> = (
  query: string,
) => UseQueryOptions<ListResult<Row>, Error, ListResult<Row>, K>;

/**
 * The page of a record list on screen in `sort` (the address's, see useSortInAddress), read by cursor when the list was stepped through (a deep
 * page by offset reads every row it skips); the list's `queryOptions` keep the previous page on
 * screen while the next loads.
 */
export function useListPage<Filters, F extends string, Row, K extends QueryKey>(
  state: ListState<Filters, F>,
  sort: ListSort<F>,
  listQuery: ListQuery<Filters, F>,
  options: ListQueryOptions<Row, K>,
) {
  const filters = useAtomValue(state.filters);
  const page = useAtomValue(state.page);
  const keyOfPage = (index: number, after: string | undefined) =>
    options(listQuery(filters, sort, { ...page, index, after })).queryKey;
  const after = usePageAfter(page.index, keyOfPage);
  return useQuery(options(listQuery(filters, sort, { ...page, after })));
}
