import type { CallerBoardKind, DashboardPeriod } from '@dealbook/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getCallerBoard, getDashboardCalls, getMyDay, getPipeline } from '../../api/dashboardsApi.js';
import { getFirmOverdueApprovals } from '../../api/clientApprovalsApi.js';
import { queryKeys } from '../../api/queryKeys.js';

/** Pushes keep them current; the slow poll only moves "today" on at the firm's midnight and ages "days in stage". */
export const dashboardRefetchMs = 5 * 60_000;

/** The dashboard reads, all under the dashboard keys that pushes of the counted types make stale. */
export const dashboardQueries = {
  /** The signed-in caller's day, with the changes since `since` (the last visit, see useLastVisit). */
  myDay: (since?: string) =>
    queryOptions({
      queryKey: queryKeys.dashboard('my-day', since ?? null),
      queryFn: ({ signal }) => getMyDay(since, signal),
      refetchInterval: dashboardRefetchMs,
    }),
  /** A leaderboard for a period; switching period keeps the old figures on screen until the new arrive. */
  board: (kind: CallerBoardKind, period: DashboardPeriod) =>
    queryOptions({
      queryKey: queryKeys.dashboard('board', kind, period),
      queryFn: ({ signal }) => getCallerBoard(kind, period, signal),
      placeholderData: keepPreviousData,
      refetchInterval: dashboardRefetchMs,
    }),
  /** The firm's items waiting on clients past the due days (managers). */
  overdueApprovals: () =>
    queryOptions({
      queryKey: queryKeys.overdueApprovalsOf('firm'),
      queryFn: ({ signal }) => getFirmOverdueApprovals(signal),
      refetchInterval: dashboardRefetchMs,
    }),
  pipeline: () =>
    queryOptions({
      queryKey: queryKeys.dashboard('pipeline'),
      queryFn: ({ signal }) => getPipeline(signal),
      refetchInterval: dashboardRefetchMs,
    }),
  /** The calls behind a figure, so a call logged meanwhile joins the list. */
  calls: (query: string) =>
    queryOptions({
      queryKey: queryKeys.dashboard('calls', query),
      queryFn: ({ signal }) => getDashboardCalls(query, signal),
      placeholderData: keepPreviousData,
    }),
};
