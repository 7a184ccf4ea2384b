import { listRoom } from '@dealbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRooms } from '../../realtime/hooks/useRooms.js';
import { taskQueries } from './taskQueries.js';

/** One page of tasks for a §5 query string; refetched when any task changes (list:task pushes). */
export function useTaskList(query: string, enabled = true) {
  useRooms([listRoom('task')]);
  return useQuery({ ...taskQueries.search(query), enabled });
}
