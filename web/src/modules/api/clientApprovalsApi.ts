import type {
  Attachment,
  AttachmentClientBody,
  OverdueApproval,
  SubmitPurchasersAnswer,
  SubmitPurchasersBody,
} from '@dealbook/contracts';
import { getJson, sendJson } from './httpClient.js';

/** The deal team's side of client approvals (staff routes). */

/** POST /api/project/{id}/purchasers/approval: some purchasers, or every one not yet submitted. */
export function submitPurchasersForApproval(
  projectId: string,
  body: SubmitPurchasersBody,
): Promise<SubmitPurchasersAnswer> {
  return sendJson<SubmitPurchasersAnswer>(`/api/project/${encodeURIComponent(projectId)}/purchasers/approval`, {
    method: 'POST',
    body,
  });
}

/** Share a document with the client of `project`, submit it for approval, or withdraw it. */
export function sendAttachmentClientAction(attachmentId: string, body: AttachmentClientBody): Promise<Attachment> {
  return sendJson<Attachment>(`/api/attachment/${encodeURIComponent(attachmentId)}/client`, {
    method: 'POST',
    body,
  });
}

/** Items waiting on clients longer than `dueDays` (CLIENT_APPROVAL_DUE_DAYS). */
export interface OverdueApprovals {
  dueDays: number;
  overdue: OverdueApproval[];
}

export function getProjectOverdueApprovals(projectId: string, signal?: AbortSignal): Promise<OverdueApprovals> {
  return getJson<OverdueApprovals>(`/api/project/${encodeURIComponent(projectId)}/approvals/overdue`, { signal });
}

/** Managers and above: the whole firm's. */
export function getFirmOverdueApprovals(signal?: AbortSignal): Promise<OverdueApprovals> {
  return getJson<OverdueApprovals>('/api/approvals/overdue', { signal });
}
