import type { User } from '@dealbook/contracts';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCurrentUser } from '../../auth/hooks/useSession.js';
import { userQueries } from './userQueries.js';

/** Keyed like every record so a `change` for `user` refetches it (other tabs, admins' edits). */
export const userQueryKey = (id: string) => userQueries.record(id).queryKey;

export function useUser(id: string): UseQueryResult<User> {
  return useQuery({ ...userQueries.record(id), enabled: id !== '' });
}

/** The signed-in person's full user record: settings and recently viewed items. */
export function useMyUser(): UseQueryResult<User> {
  return useUser(useCurrentUser()._id);
}
