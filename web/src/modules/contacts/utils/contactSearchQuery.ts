import { appendPage, type ListPageRequest } from '../../records/utils/pageParams.js';

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

export interface ContactSort {
  field: ContactSortField;
  descending: boolean;
}

export const defaultContactSort: ContactSort = { field: 'lastName', descending: false };

/** The same column flips direction; another starts A to Z (newest first for dates). */
export function toggleContactSort(current: ContactSort, field: ContactSortField): ContactSort {
  return current.field === field
    ? { field, descending: !current.descending }
    : { field, descending: field === 'updatedAt' };
}

export function hasActiveContactFilters(filters: ContactFilters): boolean {
  return filters.text.trim() !== '' || filters.city.trim() !== '' || filters.flags.length > 0;
}

/** The query string of GET /api/contacts/search (spec §5), then paging and sort. */
export function contactSearchQuery(filters: ContactFilters, sort: ContactSort, page: ListPageRequest): string {
  const params = new URLSearchParams();
  if (filters.text.trim()) params.append('fullName', filters.text.trim());
  if (filters.city.trim()) params.append('city', filters.city.trim());
  for (const flag of filters.flags) params.append(flag, 'true');
  appendPage(params, page);
  params.append('sort', `${sort.descending ? '-' : ''}${sort.field}`);
  return params.toString();
}
