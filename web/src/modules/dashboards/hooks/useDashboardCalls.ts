import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getDashboardCalls } from '../../api/dashboardsApi.js';
import { queryKeys } from '../../api/queryKeys.js';
import { callsQueryString, type CallsFilter } from '../utils/callsFilter.js';

export const callsPageSize = 50;

/** The calls behind a figure; under the dashboard keys, so a call logged meanwhile joins the list. */
export function useDashboardCalls(filter: CallsFilter) {
  const query = callsQueryString(filter, callsPageSize);
  return useQuery({
    queryKey: queryKeys.dashboard('calls', query),
    queryFn: ({ signal }) => getDashboardCalls(query, signal),
    placeholderData: keepPreviousData,
  });
}
