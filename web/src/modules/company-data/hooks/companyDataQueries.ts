import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { companyDataQueryKeys, findCompanies, getCompanyDataStatus } from '../../api/companyDataApi.js';

/** The company-data provider's reads: whether there is one, and the names matching a typed one. */
export const companyDataQueries = {
  /** Asked once per page load: the provider changes only with a restart. */
  status: () =>
    queryOptions({
      queryKey: companyDataQueryKeys.status,
      queryFn: ({ signal }) => getCompanyDataStatus(signal),
      staleTime: Infinity,
      retry: false,
    }),
  suggestions: (name: string) =>
    queryOptions({
      queryKey: companyDataQueryKeys.suggestions(name),
      queryFn: ({ signal }) => findCompanies(name, signal),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
      retry: false,
    }),
};
