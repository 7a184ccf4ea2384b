import type { CallerBoardKind, DashboardPeriod } from '@dealbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { dashboardQueries } from './dashboardQueries.js';

export function useCallerBoard(kind: CallerBoardKind, period: DashboardPeriod) {
  return useQuery(dashboardQueries.board(kind, period));
}
