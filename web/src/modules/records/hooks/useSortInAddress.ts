import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListState } from '../states/createListState.js';
import { parseSortParam, sortParam, toggleSort, type ListSort } from '../utils/listSort.js';

export interface AddressSort<F extends string> {
  /** The sort the list shows: the address's when it names one, else the session's. */
  sort: ListSort<F>;
  /** Without a direction the column toggles (header click); with one it is set (menu). */
  sortBy: (field: F, descending?: boolean) => void;
}

/**
 * A list's sort, kept in its address (`?sort=-updatedAt`) so a reload or a shared link shows the
 * same order from the first request. The address wins (a link, Back); a bare address (the menu's
 * link) shows the session's sort, and the default sort leaves it bare.
 */
export function useSortInAddress<Filters, F extends string>(state: ListState<Filters, F>): AddressSort<F> {
  const [params, setParams] = useSearchParams();
  const sessionSort = useAtomValue(state.sort);
  const setSessionSort = useSetAtom(state.sortBy);
  const { sortFields, defaultSort, descendingFirst } = state.config;
  const address = params.get('sort');
  const asked = parseSortParam(address, sortFields);
  const sort = asked ?? sessionSort;

  // A header click sets the session's sort and the address together; the address arrives a
  // render later, and until it does it must not be read as a link asking for the old sort.
  const pending = useRef<string | null | undefined>(undefined);
  const paramOf = useCallback(
    (next: ListSort<F>) => (sortParam(next) === sortParam(defaultSort) ? null : sortParam(next)),
    [defaultSort],
  );

  const showInAddress = useCallback(
    (next: ListSort<F>) => {
      const wanted = paramOf(next);
      setParams(
        (current) => {
          if (current.get('sort') === wanted) return current;
          const changed = new URLSearchParams(current);
          if (wanted === null) changed.delete('sort');
          else changed.set('sort', wanted);
          return changed;
        },
        { replace: true },
      );
    },
    [paramOf, setParams],
  );

  useEffect(() => {
    if (pending.current !== undefined) {
      if (address !== pending.current) return;
      pending.current = undefined;
    }
    const fromAddress = parseSortParam(address, sortFields);
    if (fromAddress) {
      if (sortParam(fromAddress) !== sortParam(sessionSort)) setSessionSort(fromAddress);
    } else if (address !== null || sortParam(sessionSort) !== sortParam(defaultSort)) {
      showInAddress(sessionSort);
    }
  }, [address, sortFields, sessionSort, defaultSort, setSessionSort, showInAddress]);

  const sortBy = (field: F, descending?: boolean) => {
    const next = descending === undefined ? toggleSort(sort, field, descendingFirst) : { field, descending };
    if (paramOf(next) === address && sortParam(next) === sortParam(sessionSort)) return;
    pending.current = paramOf(next);
    setSessionSort(next);
    showInAddress(next);
  };
  return { sort, sortBy };
}
