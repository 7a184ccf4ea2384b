import type {
  ClientApprovalItem,
  ClientDecisionBody,
  ClientProjectStatus,
  ClientProjectSummary,
} from '@dealbook/contracts';
import { getJson, sendForText, sendJson } from './httpClient.js';

/** The client's own routes (role client only): what the portal reads and the decisions it sends. */

export function getClientProjects(signal?: AbortSignal): Promise<ClientProjectSummary[]> {
  return getJson<ClientProjectSummary[]>('/api/client/projects', { signal });
}

export function getClientProjectStatus(projectId: string, signal?: AbortSignal): Promise<ClientProjectStatus> {
  return getJson<ClientProjectStatus>(`/api/client/project/${encodeURIComponent(projectId)}/status`, { signal });
}

/** The client looked at the project's status: "changes since your last visit" count from now. */
export function markClientVisit(projectId: string): Promise<string> {
  return sendForText(`/api/client/project/${encodeURIComponent(projectId)}/visit`, { method: 'POST' });
}

export function getClientApprovals(signal?: AbortSignal): Promise<ClientApprovalItem[]> {
  return getJson<ClientApprovalItem[]>('/api/client/approvals', { signal });
}

export interface ClientDecisionRequest {
  item: Pick<ClientApprovalItem, 'kind' | '_id'>;
  body: ClientDecisionBody;
}

export function sendClientDecision({ item, body }: ClientDecisionRequest): Promise<ClientApprovalItem> {
  const kind = item.kind === 'purchaser' ? 'purchase' : 'attachment';
  return sendJson<ClientApprovalItem>(`/api/client/${kind}/${encodeURIComponent(item._id)}/decision`, {
    method: 'POST',
    body,
  });
}

/** A document shared with or submitted to the client, as they download it. */
export function clientDocumentUrl(attachmentId: string): string {
  return `/api/client/attachment/${encodeURIComponent(attachmentId)}/file`;
}
