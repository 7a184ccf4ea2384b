import type { PossibleDuplicate } from '@dealbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DuplicateKind } from '../../api/duplicatesApi.js';
import { useDebouncedValue } from '../../ui/hooks/useDebouncedValue.js';
import { duplicateQueries } from './duplicateQueries.js';

/**
 * The records that may be the one a create form is filling in, asked once the typing pauses; a
 * list query of the record's type, so a change to any such record asks again.
 */
export function usePossibleDuplicates(kind: DuplicateKind, params: Record<string, string>): PossibleDuplicate[] {
  // Settled as text: a fresh object each render would restart the wait for ever.
  const settledText = useDebouncedValue(JSON.stringify(params), 400);
  const settled = useMemo(() => JSON.parse(settledText) as Record<string, string>, [settledText]);
  // `except` names the record being looked at, not something to match on.
  const given = Object.entries(settled).some(([key, value]) => key !== 'except' && value.trim() !== '');
  const found = useQuery({ ...duplicateQueries.possible(kind, settled), enabled: given });
  return given ? (found.data ?? []) : [];
}
