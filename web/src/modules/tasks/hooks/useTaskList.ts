import { listRoom } from '@dealbook/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys.js';
import { searchTasks } from '../../api/tasksApi.js';
import { useRooms } from '../../realtime/hooks/useRooms.js';

/** One page of tasks for a §5 query string; refetched when any task changes (list:task pushes). */
export function useTaskList(query: string, enabled = true) {
  useRooms([listRoom('task')]);
  return useQuery({
    queryKey: queryKeys.list('task', 'search', query),
    queryFn: ({ signal }) => searchTasks(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
