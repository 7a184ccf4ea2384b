import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchCompanies } from '../../api/companiesApi.js';
import { searchContacts } from '../../api/contactsApi.js';
import { queryKeys } from '../../api/queryKeys.js';
import { usePageAfter } from '../../records/hooks/usePageAfter.js';
import { appendPage } from '../../records/utils/pageParams.js';

export interface AmbassadorQuery {
  name: string;
  ndaOnly: boolean;
  index: number;
  size: number;
}

function query(
  nameField: string,
  sort: string,
  { name, ndaOnly, index, size }: AmbassadorQuery,
  after: string | undefined,
): string {
  const params = new URLSearchParams({ isAmbassador: 'true' });
  if (name.trim()) params.append(nameField, name.trim());
  if (ndaOnly) params.append('hasSignedAmbassadorNDA', 'true');
  appendPage(params, { index, size, after });
  params.append('sort', sort);
  return params.toString();
}

/** The ambassador companies grid's list query, for its export (every page). */
export const ambassadorCompaniesQuery = (options: AmbassadorQuery) =>
  query('companyName', 'companyName', { ...options, index: 0 }, undefined);

/** The ambassador people grid's list query, for its export (every page). */
export const ambassadorPeopleQuery = (options: AmbassadorQuery) =>
  query('fullName', 'lastName', { ...options, index: 0 }, undefined);

/** Companies flagged as ambassadors (spec §3.2 isAmbassador), one page. */
export function useAmbassadorCompanies(options: AmbassadorQuery) {
  const keyOfPage = (index: number, after: string | undefined) =>
    queryKeys.list('company', 'ambassadors', query('companyName', 'companyName', { ...options, index }, after));
  const search = query('companyName', 'companyName', options, usePageAfter(options.index, keyOfPage));
  return useQuery({
    queryKey: queryKeys.list('company', 'ambassadors', search),
    queryFn: ({ signal }) => searchCompanies(search, signal),
    placeholderData: keepPreviousData,
  });
}

/** People flagged as ambassadors (spec §3.3 isAmbassador), one page. */
export function useAmbassadorPeople(options: AmbassadorQuery) {
  const keyOfPage = (index: number, after: string | undefined) =>
    queryKeys.list('contact', 'ambassadors', query('fullName', 'lastName', { ...options, index }, after));
  const search = query('fullName', 'lastName', options, usePageAfter(options.index, keyOfPage));
  return useQuery({
    queryKey: queryKeys.list('contact', 'ambassadors', search),
    queryFn: ({ signal }) => searchContacts(search, signal),
    placeholderData: keepPreviousData,
  });
}
