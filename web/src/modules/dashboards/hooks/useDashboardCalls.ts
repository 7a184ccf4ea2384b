import { useQuery } from '@tanstack/react-query';
import { callsQueryString, type CallsFilter } from '../utils/callsFilter.js';
import { dashboardQueries } from './dashboardQueries.js';

export const callsPageSize = 50;

export function useDashboardCalls(filter: CallsFilter) {
  return useQuery(dashboardQueries.calls(callsQueryString(filter, callsPageSize)));
}
