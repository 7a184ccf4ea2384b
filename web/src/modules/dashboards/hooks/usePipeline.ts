import { useQuery } from '@tanstack/react-query';
import { dashboardQueries } from './dashboardQueries.js';

/** Pipeline health: refreshed by project and purchaser pushes. */
export function usePipeline() {
  return useQuery(dashboardQueries.pipeline());
}
