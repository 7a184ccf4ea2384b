import { sendClientDecision, type ClientDecisionRequest } from '../../api/clientPortalApi.js';
import { useRecordMutation } from '../../records/hooks/useRecordMutation.js';

/**
 * The client's decision on a purchaser or a document. A purchaser is a purchase record, a
 * document an attachment: what goes stale is what their pushes make stale (the portal's queries).
 */
export function useClientDecision(kind: 'purchaser' | 'document') {
  return useRecordMutation({
    type: kind === 'purchaser' ? 'purchase' : 'attachment',
    mutationFn: (request: ClientDecisionRequest) => sendClientDecision(request),
    idOf: (request) => request.item._id,
  });
}
