import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { staleKeysOf } from '../utils/changeInvalidation.js';

/**
 * After this tab wrote a record: refetch what its socket push would make stale, without waiting
 * for the push (which may come later, or not at all to a screen not in the record's rooms).
 */
export function useRefreshAfterWrite(): (type: string, id?: string) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (type, id) => {
      await Promise.all(staleKeysOf(type, id).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    [queryClient],
  );
}
