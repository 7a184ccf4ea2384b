import { useQuery } from '@tanstack/react-query';
import { authQueries } from './authQueries.js';

export function useLoginOptions() {
  return useQuery(authQueries.loginOptions());
}
