import { createListState } from '../../records/states/createListState.js';
import {
  ambassadorCompanySortFields,
  ambassadorPeopleSortFields,
  emptyAmbassadorFilters,
} from '../utils/ambassadorSearchQuery.js';

/** The ambassador people tab's filters, sort and page for the session. */
export const ambassadorPeopleState = createListState({
  emptyFilters: emptyAmbassadorFilters,
  sortFields: ambassadorPeopleSortFields,
  defaultSort: { field: 'lastName', descending: false },
  descendingFirst: ['updatedAt'],
});

/** The ambassador companies tab's filters, sort and page for the session. */
export const ambassadorCompaniesState = createListState({
  emptyFilters: emptyAmbassadorFilters,
  sortFields: ambassadorCompanySortFields,
  defaultSort: { field: 'companyName', descending: false },
  descendingFirst: ['updatedAt'],
});
