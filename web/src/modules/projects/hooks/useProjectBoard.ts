import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchProjects } from '../../api/projectsApi.js';
import { queryKeys } from '../../api/queryKeys.js';

/** Under the project lists, so every push about a project refetches the board. */
export const boardQueryKey = (query: string) => queryKeys.list('project', 'board', query);

/** Every project the board shows (see projectBoardQuery), kept live by pushes. */
export function useProjectBoard(query: string) {
  return useQuery({
    queryKey: boardQueryKey(query),
    queryFn: ({ signal }) => searchProjects(query, signal),
    placeholderData: keepPreviousData,
  });
}
