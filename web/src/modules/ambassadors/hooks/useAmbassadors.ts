import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchCompanies } from '../../api/companiesApi.js';
import { searchContacts } from '../../api/contactsApi.js';
import { queryKeys } from '../../api/queryKeys.js';

export interface AmbassadorQuery {
  name: string;
  ndaOnly: boolean;
  index: number;
  size: number;
}

function query(nameField: string, sort: string, { name, ndaOnly, index, size }: AmbassadorQuery): string {
  const params = new URLSearchParams({ isAmbassador: 'true' });
  if (name.trim()) params.append(nameField, name.trim());
  if (ndaOnly) params.append('hasSignedAmbassadorNDA', 'true');
  params.append('limit', String(size));
  params.append('offset', String(index * size));
  params.append('sort', sort);
  return params.toString();
}

/** Companies flagged as ambassadors (spec §3.2 isAmbassador), one page. */
export function useAmbassadorCompanies(options: AmbassadorQuery) {
  const search = query('companyName', 'companyName', options);
  return useQuery({
    queryKey: queryKeys.list('company', 'ambassadors', search),
    queryFn: ({ signal }) => searchCompanies(search, signal),
    placeholderData: keepPreviousData,
  });
}

/** People flagged as ambassadors (spec §3.3 isAmbassador), one page. */
export function useAmbassadorPeople(options: AmbassadorQuery) {
  const search = query('fullName', 'lastName', options);
  return useQuery({
    queryKey: queryKeys.list('contact', 'ambassadors', search),
    queryFn: ({ signal }) => searchContacts(search, signal),
    placeholderData: keepPreviousData,
  });
}
