import { useQuery } from '@tanstack/react-query';
import { getCompanyHistory } from '../../api/companiesApi.js';
import { queryKeys } from '../../api/queryKeys.js';

export function useCompanyHistory(id: string) {
  return useQuery({
    queryKey: queryKeys.history('company', id),
    queryFn: ({ signal }) => getCompanyHistory(id, signal),
  });
}
