import { atom } from 'jotai';

export interface EventListFilters {
  description: string;
  city: string;
  /** '' for any. */
  eventType: string;
  status: string;
}

export const emptyEventFilters: EventListFilters = { description: '', city: '', eventType: '', status: '' };

/** The events grid's filters, sort and page survive leaving the page and coming back. */
export const eventFiltersState = atom<EventListFilters>(emptyEventFilters);
export const eventSortState = atom<{ field: string; descending: boolean }>({ field: 'eventDate', descending: true });
export const eventPageState = atom<{ index: number; size: 25 | 50 | 100 }>({ index: 0, size: 25 });
