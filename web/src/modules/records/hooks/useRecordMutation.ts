import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys.js';
import { useRefreshAfterWrite } from '../../realtime/hooks/useRefreshAfterWrite.js';

export interface RecordMutationOptions<Input, Result> {
  /** The record type written ('company'): what goes stale follows `staleKeysOf`, as for its push. */
  type: string;
  mutationFn: (input: Input) => Promise<Result>;
  /** Which record was written, for its detail and history (a create's comes from its answer). */
  idOf?: (input: Input, result: Result | undefined) => string | undefined;
  /** A delete: its cached detail goes away rather than being asked again (which would be a 404). */
  deletes?: boolean;
}

/**
 * The one shape of a write: the request, then — done or refused, since a 409 means the cache is
 * behind too — a refresh of what this tab shows of it, by the same rule as the socket push.
 */
export function useRecordMutation<Input, Result>({
  type,
  mutationFn,
  idOf,
  deletes = false,
}: RecordMutationOptions<Input, Result>) {
  const queryClient = useQueryClient();
  const refreshAfterWrite = useRefreshAfterWrite();
  return useMutation({
    mutationFn,
    onSettled: async (result, error, input) => {
      const id = idOf?.(input, result);
      if (deletes && !error && id !== undefined) {
        queryClient.removeQueries({ queryKey: queryKeys.record(type, id) });
        await refreshAfterWrite(type);
        return;
      }
      await refreshAfterWrite(type, id);
    },
  });
}
