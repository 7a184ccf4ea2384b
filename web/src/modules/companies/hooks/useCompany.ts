import { useQuery } from '@tanstack/react-query';
import { companyQueries } from './companyQueries.js';

export function useCompany(id: string) {
  return useQuery(companyQueries.record(id));
}
