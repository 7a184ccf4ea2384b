import { useQuery } from '@tanstack/react-query';
import { listExternalUsers } from '../../api/projectsApi.js';
import { queryKeys } from '../../api/queryKeys.js';

/** The external callers a project can name; the API lets managers and above read them. */
export function useExternalUsers(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.list('user', 'external'),
    queryFn: ({ signal }) => listExternalUsers(signal),
    enabled,
  });
}
