import { useQuery } from '@tanstack/react-query';
import { getProjectAt } from '../../api/projectsApi.js';
import { queryKeys } from '../../api/queryKeys.js';

/** The project as it stood at one version; nothing is asked while `version` is null (now). */
export function useProjectAt(id: string, version: number | null) {
  return useQuery({
    queryKey: queryKeys.replay('project', id, version ?? 0),
    queryFn: ({ signal }) => getProjectAt(id, version ?? 0, signal),
    enabled: version !== null,
    // A past version never changes.
    staleTime: Infinity,
  });
}
