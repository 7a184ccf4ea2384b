import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys.js';
import { searchPayments } from '../../api/paymentsApi.js';

/** The payment reads, one definition each, under the payment lists that pushes refresh. */
export const paymentQueries = {
  search: (query: string) =>
    queryOptions({
      queryKey: queryKeys.list('payment', 'search', query),
      queryFn: ({ signal }) => searchPayments(query, signal),
    }),
};
