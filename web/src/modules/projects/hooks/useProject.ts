import { useQuery } from '@tanstack/react-query';
import { getProject } from '../../api/projectsApi.js';
import { queryKeys } from '../../api/queryKeys.js';

export function useProject(id: string) {
  return useQuery({
    queryKey: queryKeys.record('project', id),
    queryFn: ({ signal }) => getProject(id, signal),
  });
}
