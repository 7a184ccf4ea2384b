import type { MergeableType, MergeBody, MergeOutcome } from '@dealbook/contracts';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorMessage } from '../../api/ApiError.js';
import { mergeRecords, undoMerge } from '../../api/mergesApi.js';
import { useRefreshAfterWrite } from '../../realtime/hooks/useRefreshAfterWrite.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { undoneMessage } from '../utils/mergeWords.js';

/** Both records and every type whose links a merge moves, by the same rule as the merge's pushes. */
function useRefreshAfterMerge() {
  const refreshAfterWrite = useRefreshAfterWrite();
  return useCallback(
    (type: MergeableType, ids: readonly string[]) =>
      Promise.all([...ids.map((id) => refreshAfterWrite(type, id)), refreshAfterWrite('merge')]),
    [refreshAfterWrite],
  );
}

/** POST …/merge; done or refused, this tab's copies of both records are asked again. */
export function useMergeRecords(type: MergeableType) {
  const refresh = useRefreshAfterMerge();
  return useMutation({
    mutationFn: (body: MergeBody) => mergeRecords(type, body),
    onSettled: (_outcome, _error, body) => refresh(type, [body.survivor, body.merged]),
  });
}

/**
 * The toast's Undo of a merge. A plain function rather than a mutation: the toast outlives the
 * merge screen that offered it, and what it refreshes is the app's one query cache.
 */
export function useUndoMergeAction(type: MergeableType): (outcome: MergeOutcome) => Promise<void> {
  const refresh = useRefreshAfterMerge();
  return useCallback(
    async (outcome) => {
      try {
        const undone = await undoMerge(outcome.mergeId);
        toastSuccess(undoneMessage(undone));
      } catch (error) {
        toastError('The merge was not undone', errorMessage(error));
      } finally {
        await refresh(type, [outcome.survivor._id, outcome.merged._id]);
      }
    },
    [refresh, type],
  );
}
