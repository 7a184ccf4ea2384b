import { atom } from 'jotai';
import {
  defaultCompanySort,
  emptyCompanyFilters,
  toggleSort,
  type CompanyFilters,
  type CompanySort,
  type CompanySortField,
} from '../utils/companySearchQuery.js';
import type { PageSize } from '../../ui/utils/paging.js';

/**
 * The companies list keeps its filters, sort and page for the whole session, so going into a
 * company and back lands on the same rows.
 */

/** What the filter bar shows, updated on every keystroke. */
export const companyFilterDraftState = atom<CompanyFilters>(emptyCompanyFilters);

/** What the list queries: the draft once it has settled (see CompaniesFilterBar). */
export const companyFiltersState = atom<CompanyFilters>(emptyCompanyFilters);

export const companySortState = atom<CompanySort>(defaultCompanySort);

export const companyPageState = atom<{ index: number; size: PageSize }>({ index: 0, size: 50 });

const sameFilters = (a: CompanyFilters, b: CompanyFilters) => JSON.stringify(a) === JSON.stringify(b);

/** New filters start again at the first page; re-applying the same filters changes nothing. */
export const applyCompanyFiltersState = atom(null, (get, set, filters: CompanyFilters) => {
  if (sameFilters(get(companyFiltersState), filters)) return;
  set(companyFiltersState, filters);
  set(companyPageState, (page) => ({ ...page, index: 0 }));
});

/** Without a direction the column toggles (header click); with one it is set (header menu). */
export const sortCompaniesByState = atom(
  null,
  (get, set, { field, descending }: { field: CompanySortField; descending?: boolean }) => {
    set(companySortState, descending === undefined ? toggleSort(get(companySortState), field) : { field, descending });
    set(companyPageState, (page) => ({ ...page, index: 0 }));
  },
);

export const setCompanyPageSizeState = atom(null, (_get, set, size: PageSize) => {
  set(companyPageState, { index: 0, size });
});
