import { atom } from 'jotai';
import type { PageSize } from '../../ui/utils/paging.js';
import {
  defaultContactSort,
  emptyContactFilters,
  toggleContactSort,
  type ContactFilters,
  type ContactSort,
  type ContactSortField,
} from '../utils/contactSearchQuery.js';

/** The contacts list keeps its filters, sort and page for the session, like the companies list. */
export const contactFilterDraftState = atom<ContactFilters>(emptyContactFilters);
export const contactFiltersState = atom<ContactFilters>(emptyContactFilters);
export const contactSortState = atom<ContactSort>(defaultContactSort);
export const contactPageState = atom<{ index: number; size: PageSize }>({ index: 0, size: 50 });

/** New filters start again at the first page; re-applying the same filters changes nothing. */
export const applyContactFiltersState = atom(null, (get, set, filters: ContactFilters) => {
  if (JSON.stringify(get(contactFiltersState)) === JSON.stringify(filters)) return;
  set(contactFiltersState, filters);
  set(contactPageState, (page) => ({ ...page, index: 0 }));
});

/** Without a direction the column toggles (header click); with one it is set (header menu). */
export const sortContactsByState = atom(
  null,
  (get, set, { field, descending }: { field: ContactSortField; descending?: boolean }) => {
    set(
      contactSortState,
      descending === undefined ? toggleContactSort(get(contactSortState), field) : { field, descending },
    );
    set(contactPageState, (page) => ({ ...page, index: 0 }));
  },
);

export const setContactPageSizeState = atom(null, (_get, set, size: PageSize) => {
  set(contactPageState, { index: 0, size });
});
