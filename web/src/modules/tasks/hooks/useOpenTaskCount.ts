import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys.js';
import { countTasks } from '../../api/tasksApi.js';

/**
 * The top bar's badge (spec §2.3): the signed-in user's tasks not Completed. The server pushes a
 * task change to the user's own room whenever one of their tasks changes, which invalidates
 * every task list query, this count included. Only staff have tasks (`enabled`).
 */
export function useOpenTaskCount(userId: string, enabled: boolean) {
  const query = `assignedTo=${encodeURIComponent(userId)}&completed=false`;
  return useQuery({
    queryKey: queryKeys.list('task', 'count', query),
    queryFn: ({ signal }) => countTasks(query, signal),
    enabled,
  });
}
