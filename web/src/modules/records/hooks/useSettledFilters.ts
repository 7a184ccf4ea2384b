import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useDebouncedValue } from '../../ui/hooks/useDebouncedValue.js';
import type { ListState } from '../states/createListState.js';

/** Typing pauses this long before the list asks the server again. */
export const filterDebounceMs = 300;

/** The filter bar's draft becomes the list's filters once typing pauses. */
export function useSettledFilters<Filters, F extends string>(state: ListState<Filters, F>): void {
  const draft = useAtomValue(state.draft);
  const applyFilters = useSetAtom(state.applyFilters);
  const settled = useDebouncedValue(draft, filterDebounceMs);
  useEffect(() => applyFilters(settled), [settled, applyFilters]);
}
