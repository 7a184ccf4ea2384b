import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { searchContacts } from '../../api/contactsApi.js';
import { queryKeys } from '../../api/queryKeys.js';
import { contactFiltersState, contactPageState, contactSortState } from '../states/contactListState.js';
import { contactSearchQuery } from '../utils/contactSearchQuery.js';

/** The page of contacts the list shows; the previous page stays on screen while the next loads. */
export function useContactSearch() {
  const filters = useAtomValue(contactFiltersState);
  const sort = useAtomValue(contactSortState);
  const page = useAtomValue(contactPageState);
  const query = contactSearchQuery(filters, sort, page);
  return useQuery({
    queryKey: queryKeys.list('contact', 'search', query),
    queryFn: ({ signal }) => searchContacts(query, signal),
    placeholderData: keepPreviousData,
  });
}
