import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listExternalUsers } from '../../api/projectsApi.js';
import { queryKeys } from '../../api/queryKeys.js';
import { getUser, listTeamMembers, listUsers } from '../../api/usersApi.js';

/** The user reads, one definition each; keyed like every record, so a `user` push refetches them. */
export const userQueries = {
  record: (id: string) =>
    queryOptions({ queryKey: queryKeys.record('user', id), queryFn: ({ signal }) => getUser(id, signal) }),
  team: () =>
    queryOptions({ queryKey: queryKeys.list('user', 'team'), queryFn: ({ signal }) => listTeamMembers(signal) }),
  /** The administration list, one page. */
  list: (query: string) =>
    queryOptions({
      queryKey: queryKeys.list('user', query),
      queryFn: ({ signal }) => listUsers(query, signal),
      placeholderData: keepPreviousData,
    }),
  /** The external callers a project can name (managers and above may read them). */
  external: () =>
    queryOptions({ queryKey: queryKeys.list('user', 'external'), queryFn: ({ signal }) => listExternalUsers(signal) }),
};
