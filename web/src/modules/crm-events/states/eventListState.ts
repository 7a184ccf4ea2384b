import { createListState } from '../../records/states/createListState.js';
import { defaultEventSort, emptyEventFilters, eventSortFields } from '../utils/eventSearchQuery.js';

/** The events list's filters, sort and page for the session; dates, costs and counts sort largest first. */
export const eventListState = createListState({
  emptyFilters: emptyEventFilters,
  sortFields: eventSortFields,
  defaultSort: defaultEventSort,
  descendingFirst: ['eventDate', 'budgetedCost', 'actualCost', 'attendeeCount'],
});
