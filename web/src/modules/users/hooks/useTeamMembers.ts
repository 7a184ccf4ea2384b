import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys.js';
import { listTeamMembers } from '../../api/usersApi.js';

export function useTeamMembers() {
  return useQuery({ queryKey: queryKeys.list('user', 'team'), queryFn: ({ signal }) => listTeamMembers(signal) });
}
