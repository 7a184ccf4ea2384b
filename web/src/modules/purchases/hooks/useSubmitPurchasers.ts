import type { SubmitPurchasersBody } from '@dealbook/contracts';
import { submitPurchasersForApproval } from '../../api/clientApprovalsApi.js';
import { useRecordMutation } from '../../records/hooks/useRecordMutation.js';

/** Submits a project's purchasers for the client's approval; the purchaser lists refresh as their pushes would. */
export function useSubmitPurchasers(projectId: string) {
  return useRecordMutation({
    type: 'purchase',
    mutationFn: (body: SubmitPurchasersBody) => submitPurchasersForApproval(projectId, body),
  });
}
