import { appendPage, type ListPageRequest } from '../../records/utils/pageParams.js';
import { sortParam, type ListSort } from '../../records/utils/listSort.js';

export interface AmbassadorFilters {
  /** Case-insensitive "contains" on the name. */
  name: string;
  ndaOnly: boolean;
}

export const emptyAmbassadorFilters: AmbassadorFilters = { name: '', ndaOnly: false };

/** What the people tab sorts by (the contact search's fields). */
export const ambassadorPeopleSortFields = ['lastName', 'firstName', 'city', 'updatedAt'] as const;
export type AmbassadorPeopleSortField = (typeof ambassadorPeopleSortFields)[number];

/** What the companies tab sorts by (the company search's fields). */
export const ambassadorCompanySortFields = ['companyName', 'city', 'updatedAt'] as const;
export type AmbassadorCompanySortField = (typeof ambassadorCompanySortFields)[number];

/**
 * The query string of an ambassador list: the company or contact search (spec §5) narrowed to
 * ambassadors (spec §3.2, §3.3 isAmbassador), by name and NDA, then paging and sort.
 */
export function ambassadorSearchQuery<F extends string>(
  nameField: 'companyName' | 'fullName',
  filters: AmbassadorFilters,
  sort: ListSort<F>,
  page: ListPageRequest,
): string {
  const params = new URLSearchParams({ isAmbassador: 'true' });
  if (filters.name.trim()) params.append(nameField, filters.name.trim());
  if (filters.ndaOnly) params.append('hasSignedAmbassadorNDA', 'true');
  appendPage(params, page);
  params.append('sort', sortParam(sort));
  return params.toString();
}
