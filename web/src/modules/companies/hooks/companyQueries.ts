import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getCompany, searchCompanies } from '../../api/companiesApi.js';
import { findTopCompanies } from '../../api/contactsApi.js';
import { queryKeys } from '../../api/queryKeys.js';

/** The company reads, one definition each for hooks, prefetches and imperative fetches. */
export const companyQueries = {
  record: (id: string) =>
    queryOptions({ queryKey: queryKeys.record('company', id), queryFn: ({ signal }) => getCompany(id, signal) }),
  /** A page of the list; the previous page stays on screen while the next loads. */
  search: (query: string) =>
    queryOptions({
      queryKey: queryKeys.list('company', 'search', query),
      queryFn: ({ signal }) => searchCompanies(query, signal),
      placeholderData: keepPreviousData,
    }),
  /** The company picker's lookup for typed text. */
  top: (text: string, size: number) =>
    queryOptions({
      queryKey: queryKeys.list('company', 'top', text, size),
      queryFn: ({ signal }) => findTopCompanies(text, size, signal),
      placeholderData: keepPreviousData,
    }),
};
