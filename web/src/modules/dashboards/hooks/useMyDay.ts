import { useQuery } from '@tanstack/react-query';
import { getMyDay } from '../../api/dashboardsApi.js';
import { queryKeys } from '../../api/queryKeys.js';

/** Pushes keep it current; the slow poll only moves "today" on at the firm's midnight. */
export const dashboardRefetchMs = 5 * 60_000;

/**
 * The signed-in caller's day (staff and external callers alike; the server scopes it), with the
 * changes since `since` (the last visit, see useLastVisit).
 */
export function useMyDay(since?: string) {
  return useQuery({
    queryKey: queryKeys.dashboard('my-day', since ?? null),
    queryFn: ({ signal }) => getMyDay(since, signal),
    refetchInterval: dashboardRefetchMs,
  });
}
