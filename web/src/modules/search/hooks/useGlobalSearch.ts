import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useDebouncedValue } from '../../ui/hooks/useDebouncedValue.js';
import { normalizeTerm, searchDebounceMs, shouldSearch } from '../utils/searchTerm.js';
import { searchQueries } from './searchQueries.js';

/**
 * The results for what is typed: searched 750 ms after the last keystroke, only from two
 * characters, never twice in a row for the same term; the previous results stay on screen while
 * the next arrive. `quiet`: search-as-you-type does not drive the loading bar (spec §7).
 */
export function useGlobalSearch(typed: string) {
  const settled = useDebouncedValue(typed, searchDebounceMs);
  const searched = useRef<string | undefined>(undefined);
  if (shouldSearch(settled, searched.current)) searched.current = normalizeTerm(settled);
  const term = searched.current;
  const query = useQuery({ ...searchQueries.results(term ?? ''), enabled: term !== undefined });
  return { ...query, term, pending: normalizeTerm(typed) !== (term ?? '') };
}
