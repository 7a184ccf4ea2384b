import type { BuyerDocumentGrant, BuyerEngagement, SendBuyerDocumentsAnswer } from '@dealbook/contracts';
import { getJson, sendJson } from './httpClient.js';

const documentsPath = (purchaseId: string) => `/api/purchase/${encodeURIComponent(purchaseId)}/documents`;

export interface SendDocumentsRequest {
  attachments: string[];
  recipients: string[];
  message: string;
  /** Files other than PDFs may go, as they are. */
  allowDownload: boolean;
  /** ISO instant; the server's 30 days when left out. */
  expiresAt?: string;
}

export function sendBuyerDocuments(purchaseId: string, body: SendDocumentsRequest): Promise<SendBuyerDocumentsAnswer> {
  return sendJson<SendBuyerDocumentsAnswer>(documentsPath(purchaseId), { method: 'POST', body });
}

export function getBuyerLinks(purchaseId: string, signal?: AbortSignal): Promise<BuyerDocumentGrant[]> {
  return getJson<BuyerDocumentGrant[]>(documentsPath(purchaseId), { signal });
}

export function revokeAllBuyerLinks(purchaseId: string): Promise<BuyerDocumentGrant[]> {
  return sendJson<BuyerDocumentGrant[]>(documentsPath(purchaseId), { method: 'DELETE' });
}

export function revokeBuyerLink(purchaseId: string, linkId: string): Promise<BuyerDocumentGrant> {
  return sendJson<BuyerDocumentGrant>(`${documentsPath(purchaseId)}/${encodeURIComponent(linkId)}`, {
    method: 'DELETE',
  });
}

export function getBuyerEngagement(projectId: string, signal?: AbortSignal): Promise<BuyerEngagement[]> {
  return getJson<BuyerEngagement[]>(`/api/project/${encodeURIComponent(projectId)}/buyer-engagement`, { signal });
}
