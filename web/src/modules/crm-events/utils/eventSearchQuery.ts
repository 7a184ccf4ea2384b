import { appendPage, type ListPageRequest } from '../../records/utils/pageParams.js';
import { sortParam, type ListSort } from '../../records/utils/listSort.js';

export interface EventListFilters {
  /** Case-insensitive "contains" on the description. */
  description: string;
  city: string;
  /** An EventType number; '' for any. */
  eventType: string;
  /** An EventStatus number; '' for any. */
  status: string;
}

export const emptyEventFilters: EventListFilters = { description: '', city: '', eventType: '', status: '' };

export const eventSortFields = [
  'eventDate',
  'eventType',
  'status',
  'description',
  'city',
  'budgetedCost',
  'actualCost',
  'attendeeCount',
] as const;
export type EventSortField = (typeof eventSortFields)[number];

/** The latest date at the top, as the list has always opened. */
export const defaultEventSort: ListSort<EventSortField> = { field: 'eventDate', descending: true };

/** The §5 query string of the events grid: filters, sort and page. */
export function eventSearchQuery(
  filters: EventListFilters,
  sort: ListSort<EventSortField>,
  page: ListPageRequest,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim() !== '') params.set(key, value.trim());
  params.set('sort', sortParam(sort));
  appendPage(params, page);
  return params.toString();
}
