import { createListState } from '../../records/states/createListState.js';
import { companySortFields, defaultCompanySort, emptyCompanyFilters } from '../utils/companySearchQuery.js';

/** The companies list's filters, sort and page for the session; amounts and dates sort largest or newest first. */
export const companyListState = createListState({
  emptyFilters: emptyCompanyFilters,
  sortFields: companySortFields,
  defaultSort: defaultCompanySort,
  descendingFirst: ['revenue', 'updatedAt'],
});
