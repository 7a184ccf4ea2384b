import type { MergeableType, MergeBody, MergeLinkCount, MergeLinkKind, MergeOutcome } from '@dealbook/contracts';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorMessage } from '../../api/ApiError.js';
import { mergeRecords, undoMerge } from '../../api/mergesApi.js';
import { useRefreshAfterWrite } from '../../realtime/hooks/useRefreshAfterWrite.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { undoneMessage } from '../utils/mergeWords.js';

/** The record type of each kind of link a merge moves, as query keys name them. */
const linkTypes: Record<MergeLinkKind, string> = {
  contacts: 'contact',
  companies: 'company',
  projects: 'project',
  purchases: 'purchase',
  tasks: 'task',
  notes: 'note',
  payments: 'payment',
  attachments: 'attachment',
  events: 'event',
  communications: 'communication',
  users: 'user',
};

/**
 * After this tab merged or undid: both records and the types whose links moved, by the rule of
 * their pushes (each moved record's own event is pushed too, but this tab need not wait for it,
 * nor be in those rooms).
 */
function useRefreshAfterMerge() {
  const refreshAfterWrite = useRefreshAfterWrite();
  return useCallback(
    (type: MergeableType, ids: readonly string[], moved: readonly MergeLinkCount[] = []) =>
      Promise.all([
        ...ids.map((id) => refreshAfterWrite(type, id)),
        ...moved.map(({ kind }) => refreshAfterWrite(linkTypes[kind])),
      ]),
    [refreshAfterWrite],
  );
}

/** POST …/merge; done or refused, this tab's copies of both records are asked again. */
export function useMergeRecords(type: MergeableType) {
  const refresh = useRefreshAfterMerge();
  return useMutation({
    mutationFn: (body: MergeBody) => mergeRecords(type, body),
    onSettled: (outcome, _error, body) => refresh(type, [body.survivor, body.merged], outcome?.moved),
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
        // The undo moves back what the merge moved.
        await refresh(type, [outcome.survivor._id, outcome.merged._id], outcome.moved);
      }
    },
    [refresh, type],
  );
}
