import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { usePageAfter } from '../../records/hooks/usePageAfter.js';
import { contactFiltersState, contactPageState, contactSortState } from '../states/contactListState.js';
import { contactSearchQuery } from '../utils/contactSearchQuery.js';
import { contactQueries } from './contactQueries.js';

/**
 * The page of contacts the list shows, read by cursor when the list was stepped through (a deep
 * page by offset reads every row it skips: seconds at a million contacts); the previous page
 * stays on screen while the next loads.
 */
export function useContactSearch() {
  const filters = useAtomValue(contactFiltersState);
  const sort = useAtomValue(contactSortState);
  const page = useAtomValue(contactPageState);
  const keyOfPage = (index: number, after: string | undefined) =>
    contactQueries.search(contactSearchQuery(filters, sort, { ...page, index, after })).queryKey;
  const after = usePageAfter(page.index, keyOfPage);
  return useQuery(contactQueries.search(contactSearchQuery(filters, sort, { ...page, after })));
}
