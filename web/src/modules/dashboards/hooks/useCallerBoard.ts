import type { DashboardPeriod } from '@dealbook/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallerBoardKind } from '@dealbook/contracts';
import { getCallerBoard } from '../../api/dashboardsApi.js';
import { queryKeys } from '../../api/queryKeys.js';
import { dashboardRefetchMs } from './useMyDay.js';

/** A leaderboard for a period; switching period keeps the old figures on screen until the new arrive. */
export function useCallerBoard(kind: CallerBoardKind, period: DashboardPeriod) {
  return useQuery({
    queryKey: queryKeys.dashboard('board', kind, period),
    queryFn: ({ signal }) => getCallerBoard(kind, period, signal),
    placeholderData: keepPreviousData,
    refetchInterval: dashboardRefetchMs,
  });
}
