import { useQuery } from '@tanstack/react-query';
import { getCompany } from '../../api/companiesApi.js';
import { queryKeys } from '../../api/queryKeys.js';

export function useCompany(id: string) {
  return useQuery({
    queryKey: queryKeys.record('company', id),
    queryFn: ({ signal }) => getCompany(id, signal),
  });
}
