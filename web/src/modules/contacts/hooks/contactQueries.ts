import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getContact, searchContacts } from '../../api/contactsApi.js';
import { queryKeys } from '../../api/queryKeys.js';

/** The contact reads, one definition each for hooks, prefetches and imperative fetches. */
export const contactQueries = {
  record: (id: string) =>
    queryOptions({ queryKey: queryKeys.record('contact', id), queryFn: ({ signal }) => getContact(id, signal) }),
  /** A page of the list; the previous page stays on screen while the next loads. */
  search: (query: string) =>
    queryOptions({
      queryKey: queryKeys.list('contact', 'search', query),
      queryFn: ({ signal }) => searchContacts(query, signal),
      placeholderData: keepPreviousData,
    }),
};
