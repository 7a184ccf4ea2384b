import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { queryKeys } from '../../api/queryKeys.js';
import { companyFiltersState, companyPageState, companySortState } from '../states/companyListState.js';
import { usePageAfter } from '../../records/hooks/usePageAfter.js';
import { companySearchQuery } from '../utils/companySearchQuery.js';
import { companyQueries } from './companyQueries.js';

/**
 * The page of companies the list shows, read by cursor when the list was stepped through; the
 * previous page stays on screen while the next loads.
 */
export function useCompanySearch() {
  const filters = useAtomValue(companyFiltersState);
  const sort = useAtomValue(companySortState);
  const page = useAtomValue(companyPageState);
  const keyOfPage = (index: number, after: string | undefined) =>
    queryKeys.list('company', 'search', companySearchQuery(filters, sort, { ...page, index, after }));
  const query = companySearchQuery(filters, sort, { ...page, after: usePageAfter(page.index, keyOfPage) });
  return useQuery(companyQueries.search(query));
}
