import { useQuery } from '@tanstack/react-query';
import { getPipeline } from '../../api/dashboardsApi.js';
import { queryKeys } from '../../api/queryKeys.js';
import { dashboardRefetchMs } from './useMyDay.js';

/** Pipeline health: refreshed by project and purchaser pushes; the poll ages "days in stage". */
export function usePipeline() {
  return useQuery({
    queryKey: queryKeys.dashboard('pipeline'),
    queryFn: ({ signal }) => getPipeline(signal),
    refetchInterval: dashboardRefetchMs,
  });
}
