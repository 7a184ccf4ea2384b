import { useQuery } from '@tanstack/react-query';
import { companyDataQueries } from './companyDataQueries.js';

/** Whether the server has a company-data provider; asked once per page load. */
export function useCompanyDataEnabled(): boolean {
  return useQuery(companyDataQueries.status()).data?.enabled ?? false;
}
