import type { Communication } from '@dealbook/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys.js';
import { dayKey, dayRange } from '../../ui/charts/timelineBars.js';
import { communicationQueries } from './communicationQueries.js';

/** How many of a caller's calls their console lists: enough to look back on, one small read. */
export const latestCallsLimit = 20;
/** How far back (spec §9's default for a caller's calls: about a month). */
const latestCallsDays = 31;

/**
 * A caller's latest calls on purchasers, newest first, at most `latestCallsLimit` over the last
 * month: one bounded read, refetched on each communication push the screen hears (the console's
 * project room) and after the caller's own writes. It joins no room of its own: every call on the
 * console's project is pushed to that room and to the communication list's, so a screen in both
 * would hear each call twice and read everything it shows twice.
 */
export function useLatestCalls(userId: string) {
  const { from, to } = dayRange(latestCallsDays);
  return useQuery(communicationQueries.latest(userId, dayKey(new Date()), from, to, latestCallsLimit));
}

/** A call this tab just logged, at the top of its author's latest calls before any refetch. */
export function showLoggedCall(queryClient: QueryClient, call: Communication): void {
  if (!call.createdBy) return;
  queryClient.setQueriesData<Communication[]>(
    { queryKey: queryKeys.list('communication', 'latest', call.createdBy._id) },
    (rows) => (rows ? [call, ...rows.filter((row) => row._id !== call._id)].slice(0, latestCallsLimit) : rows),
  );
}
