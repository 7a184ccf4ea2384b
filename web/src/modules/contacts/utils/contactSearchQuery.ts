import { appendPage, type ListPageRequest } from '../../records/utils/pageParams.js';
import { sortParam, type ListSort } from '../../records/utils/listSort.js';

export const contactFlagFilters = ['isAmbassador', 'hasSignedAmbassadorNDA', 'doNotContact'] as const;
export type ContactFlagFilter = (typeof contactFlagFilters)[number];

export const contactFlagLabels: Record<ContactFlagFilter, string> = {
  isAmbassador: 'Ambassador',
  hasSignedAmbassadorNDA: 'NDA signed',
  doNotContact: 'Do not contact',
};

export interface ContactFilters {
  /** Case-insensitive "contains" on the full name. */
  text: string;
  city: string;
  /** Every one of these flags must be set. */
  flags: ContactFlagFilter[];
}

export const emptyContactFilters: ContactFilters = { text: '', city: '', flags: [] };

export const contactSortFields = ['lastName', 'firstName', 'jobTitle', 'email', 'city', 'updatedAt'] as const;
export type ContactSortField = (typeof contactSortFields)[number];

export const defaultContactSort: ListSort<ContactSortField> = { field: 'lastName', descending: false };

/** The query string of GET /api/contacts/search (spec §5), then paging and sort. */
export function contactSearchQuery(
  filters: ContactFilters,
  sort: ListSort<ContactSortField>,
  page: ListPageRequest,
): string {
  const params = new URLSearchParams();
  if (filters.text.trim()) params.append('fullName', filters.text.trim());
  if (filters.city.trim()) params.append('city', filters.city.trim());
  for (const flag of filters.flags) params.append(flag, 'true');
  appendPage(params, page);
  params.append('sort', sortParam(sort));
  return params.toString();
}
