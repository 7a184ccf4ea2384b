import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * Props for a link that loads its record as soon as the person points at it or arrows to it, so
 * the page usually opens with its data already there (what they do not open costs one read).
 */
export function usePrefetchOnIntent<T, Key extends QueryKey>(options: FetchQueryOptions<T, Error, T, Key>) {
  const queryClient = useQueryClient();
  const prefetch = () => void queryClient.prefetchQuery(options);
  return { onPointerEnter: prefetch, onFocus: prefetch };
}
