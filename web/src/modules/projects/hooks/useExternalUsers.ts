import { useQuery } from '@tanstack/react-query';
import { userQueries } from '../../users/hooks/userQueries.js';

/** The external callers a project can name; the API lets managers and above read them. */
export function useExternalUsers(enabled: boolean) {
  return useQuery({ ...userQueries.external(), enabled });
}
