import type { LoginOptions } from '@dealbook/contracts';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { getJson } from '../../api/httpClient.js';

export const loginOptionsKey = ['auth', 'login-options'] as const;

/** What the sign-in page offers (single sign-on, the password form) and the brand; fixed per server. */
export function useLoginOptions(): UseQueryResult<LoginOptions> {
  return useQuery({
    queryKey: loginOptionsKey,
    queryFn: ({ signal }) => getJson<LoginOptions>('/api/login/options', { signal }),
    staleTime: Infinity,
  });
}
