import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { globalSearch } from '../../api/searchApi.js';

export const searchQueries = {
  /** `quiet`: search-as-you-type does not drive the loading bar (spec §7). */
  results: (term: string) =>
    queryOptions({
      queryKey: ['search', term],
      queryFn: ({ signal }) => globalSearch(term, signal),
      placeholderData: keepPreviousData,
      staleTime: 30_000,
      meta: { quiet: true },
    }),
};
