import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys.js';
import { countTasks, searchTasks } from '../../api/tasksApi.js';

/** The task reads, one definition each for hooks, prefetches and imperative fetches. */
export const taskQueries = {
  /** One page of tasks for a §5 query; the previous page stays on screen while the next loads. */
  search: (query: string) =>
    queryOptions({
      queryKey: queryKeys.list('task', 'search', query),
      queryFn: ({ signal }) => searchTasks(query, signal),
      placeholderData: keepPreviousData,
    }),
  count: (query: string) =>
    queryOptions({
      queryKey: queryKeys.list('task', 'count', query),
      queryFn: ({ signal }) => countTasks(query, signal),
    }),
};
