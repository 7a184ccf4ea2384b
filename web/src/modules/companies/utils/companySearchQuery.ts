import type { BusinessRelationshipType, CompanyRoleFlag, IndustryCategory } from '@dealbook/contracts';
import { appendPage, type ListPageRequest } from '../../records/utils/pageParams.js';
import { sortParam, type ListSort } from '../../records/utils/listSort.js';

export interface CompanyFilters {
  /** Case-insensitive "contains" on the company name. */
  text: string;
  /** Any of these industries. */
  industries: IndustryCategory[];
  /** Every one of these flags must be set. */
  roleFlags: CompanyRoleFlag[];
  relationshipType: BusinessRelationshipType | '';
}

export const emptyCompanyFilters: CompanyFilters = {
  text: '',
  industries: [],
  roleFlags: [],
  relationshipType: '',
};

export const companySortFields = ['companyName', 'industryType', 'city', 'revenue', 'updatedAt'] as const;
export type CompanySortField = (typeof companySortFields)[number];

export const defaultCompanySort: ListSort<CompanySortField> = { field: 'companyName', descending: false };

/**
 * The query string of GET /api/companies/search (spec §5): text as a contains match, lists as
 * repeated keys, flags as exact booleans, empty values left out, then paging and sort.
 */
export function companySearchQuery(
  filters: CompanyFilters,
  sort: ListSort<CompanySortField>,
  page: ListPageRequest,
): string {
  const params = new URLSearchParams();
  const text = filters.text.trim();
  if (text) params.append('companyName', text);
  for (const industry of filters.industries) params.append('industryType', industry);
  for (const flag of filters.roleFlags) params.append(flag, 'true');
  if (filters.relationshipType) params.append('relationshipTypes', filters.relationshipType);
  appendPage(params, page);
  params.append('sort', sortParam(sort));
  return params.toString();
}
