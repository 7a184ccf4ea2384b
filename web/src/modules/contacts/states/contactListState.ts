import { createListState } from '../../records/states/createListState.js';
import { contactSortFields, defaultContactSort, emptyContactFilters } from '../utils/contactSearchQuery.js';

/** The contacts list's filters, sort and page for the session; dates sort newest first. */
export const contactListState = createListState({
  emptyFilters: emptyContactFilters,
  sortFields: contactSortFields,
  defaultSort: defaultContactSort,
  descendingFirst: ['updatedAt'],
});
