import { queryOptions } from '@tanstack/react-query';
import { getClientApprovals, getClientProjects, getClientProjectStatus } from '../../api/clientPortalApi.js';
import { queryKeys } from '../../api/queryKeys.js';

/** The portal's reads, one definition each, in the family that project, purchase, document and payment pushes refresh. */
export const clientPortalQueries = {
  projects: () =>
    queryOptions({
      queryKey: queryKeys.clientPortalQuery('projects'),
      queryFn: ({ signal }) => getClientProjects(signal),
    }),
  status: (projectId: string) =>
    queryOptions({
      queryKey: queryKeys.clientPortalQuery('status', projectId),
      queryFn: ({ signal }) => getClientProjectStatus(projectId, signal),
    }),
  approvals: () =>
    queryOptions({
      queryKey: queryKeys.clientPortalQuery('approvals'),
      queryFn: ({ signal }) => getClientApprovals(signal),
    }),
};
