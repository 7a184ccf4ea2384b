import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { contactFiltersState, contactPageState, contactSortState } from '../states/contactListState.js';
import { contactSearchQuery } from '../utils/contactSearchQuery.js';
import { contactQueries } from './contactQueries.js';

/** The page of contacts the list shows; the previous page stays on screen while the next loads. */
export function useContactSearch() {
  const filters = useAtomValue(contactFiltersState);
  const sort = useAtomValue(contactSortState);
  const page = useAtomValue(contactPageState);
  return useQuery(contactQueries.search(contactSearchQuery(filters, sort, page)));
}
