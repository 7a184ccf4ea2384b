import { atom, type PrimitiveAtom, type WritableAtom } from 'jotai';
import type { PageSize } from '../../ui/utils/paging.js';
import { toggleSort, type ListSort } from '../utils/listSort.js';

export interface ListPage {
  index: number;
  size: PageSize;
}

export interface ListStateConfig<Filters, F extends string> {
  emptyFilters: Filters;
  /** The fields the server sorts this list by; an address naming another is ignored. */
  sortFields: readonly F[];
  defaultSort: ListSort<F>;
  /** Fields a header click sorts newest or largest first (dates, amounts). */
  descendingFirst?: readonly F[];
  pageSize?: PageSize;
}

export interface ListState<Filters, F extends string> {
  config: ListStateConfig<Filters, F>;
  /** What the filter bar shows, updated on every keystroke. */
  draft: PrimitiveAtom<Filters>;
  /** What the list queries: the draft once it has settled (see useSettledFilters). */
  filters: PrimitiveAtom<Filters>;
  sort: PrimitiveAtom<ListSort<F>>;
  page: PrimitiveAtom<ListPage>;
  /** New filters start again at the first page; re-applying the same filters changes nothing. */
  applyFilters: WritableAtom<null, [Filters], void>;
  /** Without a direction the column toggles (header click); with one it is set (header menu, address). */
  sortBy: WritableAtom<null, [{ field: F; descending?: boolean }], void>;
  setPageSize: WritableAtom<null, [PageSize], void>;
}

const sameFilters = <Filters>(a: Filters, b: Filters) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The state of one record list, made once per list at module level: its atoms live for the
 * session, so going into a record and back lands on the same filters, sort and page.
 */
export function createListState<Filters, F extends string>(config: ListStateConfig<Filters, F>): ListState<Filters, F> {
  const draft = atom<Filters>(config.emptyFilters);
  const filters = atom<Filters>(config.emptyFilters);
  const sort = atom<ListSort<F>>(config.defaultSort);
  const page = atom<ListPage>({ index: 0, size: config.pageSize ?? 50 });
  return {
    config,
    draft,
    filters,
    sort,
    page,
    applyFilters: atom(null, (get, set, next: Filters) => {
      if (sameFilters(get(filters), next)) return;
      set(filters, next);
      set(page, (current) => ({ ...current, index: 0 }));
    }),
    sortBy: atom(null, (get, set, { field, descending }: { field: F; descending?: boolean }) => {
      const next =
        descending === undefined ? toggleSort(get(sort), field, config.descendingFirst) : { field, descending };
      const current = get(sort);
      if (current.field === next.field && current.descending === next.descending) return;
      set(sort, next);
      set(page, (current) => ({ ...current, index: 0 }));
    }),
    setPageSize: atom(null, (_get, set, size: PageSize) => set(page, { index: 0, size })),
  };
}

/** Whether any filter is set: the empty state then offers to clear them rather than to create. */
export function isFiltered<Filters, F extends string>(state: ListState<Filters, F>, filters: Filters): boolean {
  return !sameFilters(filters, state.config.emptyFilters);
}
