import { useQuery } from '@tanstack/react-query';
import { taskQueries } from './taskQueries.js';

/**
 * The top bar's badge (spec §2.3): the signed-in user's tasks not Completed. The server pushes a
 * task change to the user's own room whenever one of their tasks changes, which invalidates
 * every task list query, this count included. Only staff have tasks (`enabled`).
 */
export function useOpenTaskCount(userId: string, enabled: boolean) {
  return useQuery({ ...taskQueries.count(`assignedTo=${encodeURIComponent(userId)}&completed=false`), enabled });
}
