import type { User } from '@dealbook/contracts';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys.js';
import { getUser } from '../../api/usersApi.js';
import { useCurrentUser } from '../../auth/hooks/useSession.js';

/** Keyed like every record so a `change` for `user` refetches it (other tabs, admins' edits). */
export const userQueryKey = (id: string) => queryKeys.record('user', id);

export function useUser(id: string): UseQueryResult<User> {
  return useQuery({ queryKey: userQueryKey(id), queryFn: ({ signal }) => getUser(id, signal), enabled: id !== '' });
}

/** The signed-in person's full user record: settings and recently viewed items. */
export function useMyUser(): UseQueryResult<User> {
  return useUser(useCurrentUser()._id);
}
