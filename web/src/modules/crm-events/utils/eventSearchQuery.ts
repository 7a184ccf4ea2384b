import type { EventListFilters } from '../states/eventListState.js';
import { appendPage, type ListPageRequest } from '../../records/utils/pageParams.js';

/** The §5 query string of the events grid: filters, sort and page. */
export function eventSearchQuery(
  filters: EventListFilters,
  sort: { field: string; descending: boolean },
  page: ListPageRequest,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim() !== '') params.set(key, value.trim());
  params.set('sort', `${sort.descending ? '-' : ''}${sort.field}`);
  appendPage(params, page);
  return params.toString();
}
