import type { LoginOptions } from '@dealbook/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../api/httpClient.js';

export const authQueries = {
  /** What the sign-in page offers (single sign-on, the password form) and the brand; fixed per server. */
  loginOptions: () =>
    queryOptions({
      queryKey: ['auth', 'login-options'],
      queryFn: ({ signal }) => getJson<LoginOptions>('/api/login/options', { signal }),
      staleTime: Infinity,
    }),
};
