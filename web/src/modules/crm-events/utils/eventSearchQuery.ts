import type { EventListFilters } from '../states/eventListState.js';

/** The §5 query string of the events grid: filters, sort and page. */
export function eventSearchQuery(
  filters: EventListFilters,
  sort: { field: string; descending: boolean },
  page: { index: number; size: number },
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim() !== '') params.set(key, value.trim());
  params.set('sort', `${sort.descending ? '-' : ''}${sort.field}`);
  params.set('limit', String(page.size));
  params.set('offset', String(page.index * page.size));
  return params.toString();
}
