import {
  CommunicationType,
  type CommunicationAction,
  type CommunicationOutcome,
  type Purchase,
} from '@dealbook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/ApiError.js';
import { createCommunication } from '../../api/communicationsApi.js';
import type { ListResult } from '../../api/httpClient.js';
import { queryKeys } from '../../api/queryKeys.js';
import { communicationActionLabel, shortOutcome } from '../../ui/labels/communicationLabels.js';
import { patchCachedRow } from '../../records/utils/cachedPage.js';
import { showLoggedCall } from '../../communications/hooks/useLatestCalls.js';
import { useRefreshAfterWrite } from '../../realtime/hooks/useRefreshAfterWrite.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';

export interface OutcomeToLog {
  purchase: Purchase;
  outcome: CommunicationOutcome;
  action: CommunicationAction;
}

/**
 * The console's two-keystroke log: a phone call now, linked to the purchase, its project and the
 * purchaser company. The row shows it as the last contact at once; the refetch that follows (and
 * the push to everyone else) brings the server's version.
 */
export function useLogOutcome() {
  const queryClient = useQueryClient();
  const refreshAfterWrite = useRefreshAfterWrite();
  const mutation = useMutation({
    mutationFn: ({ purchase, outcome, action, commsDate }: OutcomeToLog & { commsDate: string }) =>
      createCommunication({
        commsType: CommunicationType.Phone,
        commsDate,
        outcome,
        action,
        purchases: [purchase._id],
        projects: [purchase.project._id],
        companies: [purchase.company._id],
      }),
    onMutate: ({ purchase, outcome, action, commsDate }) => {
      queryClient.setQueriesData<ListResult<Purchase>>({ queryKey: queryKeys.lists('purchase') }, (page) =>
        patchCachedRow(page, purchase._id, (row) => ({
          ...row,
          lastContact: { _id: 'pending', commsDate, commsType: CommunicationType.Phone, outcome, action },
        })),
      );
    },
    // The call as the server answers it, at the top of the caller's latest calls at once.
    onSuccess: (created) => showLoggedCall(queryClient, created),
    // What the call makes stale, as its push would: the purchasers' rows, the caller's chart.
    onSettled: (created) => refreshAfterWrite('communication', created?._id),
  });

  const log = (entry: OutcomeToLog) =>
    mutation.mutate(
      { ...entry, commsDate: new Date().toISOString() },
      {
        onSuccess: () =>
          toastSuccess(
            `Outcome logged: ${entry.purchase.company.companyName} — ${shortOutcome(entry.outcome)}, ${communicationActionLabel(entry.action)}`,
          ),
        onError: (error) => toastError('The outcome was not logged.', errorMessage(error)),
      },
    );
  return { log, pending: mutation.isPending };
}
