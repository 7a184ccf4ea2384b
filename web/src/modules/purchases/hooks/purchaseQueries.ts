import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { searchPurchases } from '../../api/purchasesApi.js';
import { queryKeys } from '../../api/queryKeys.js';

/** The purchase reads, one definition each, under the purchase lists that pushes refresh. */
export const purchaseQueries = {
  search: (query: string) =>
    queryOptions({
      queryKey: queryKeys.list('purchase', 'search', query),
      queryFn: ({ signal }) => searchPurchases(query, signal),
      placeholderData: keepPreviousData,
    }),
};
