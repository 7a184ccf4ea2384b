import { useQuery } from '@tanstack/react-query';
import { getMyDay } from '../../api/dashboardsApi.js';
import { queryKeys } from '../../api/queryKeys.js';

/** Pushes keep it current; the slow poll only moves "today" on at the firm's midnight. */
export const dashboardRefetchMs = 5 * 60_000;

/** The signed-in caller's day (staff and external callers alike; the server scopes it). */
export function useMyDay() {
  return useQuery({
    queryKey: queryKeys.dashboard('my-day'),
    queryFn: ({ signal }) => getMyDay(signal),
    refetchInterval: dashboardRefetchMs,
  });
}
