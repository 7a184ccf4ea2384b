import type { MergeableType } from '@dealbook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getMergePreview } from '../../api/mergesApi.js';

export const mergeQueries = {
  /**
   * Kept as first read: the person chooses against these values, so a refetch must not swap in
   * values they did not see (a 409 then reloads it, in words).
   */
  preview: (type: MergeableType, survivor: string, merged: string) =>
    queryOptions({
      queryKey: ['merge-preview', type, survivor, merged],
      queryFn: ({ signal }) => getMergePreview(type, survivor, merged, signal),
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      retry: false,
    }),
};
