import { useQuery } from '@tanstack/react-query';
import { companyDataQueryKeys, getCompanyDataStatus } from '../../api/companyDataApi.js';

/** Whether the server has a company-data provider; asked once per page load. */
export function useCompanyDataEnabled(): boolean {
  const status = useQuery({
    queryKey: companyDataQueryKeys.status,
    queryFn: ({ signal }) => getCompanyDataStatus(signal),
    staleTime: Infinity,
    retry: false,
  });
  return status.data?.enabled ?? false;
}
