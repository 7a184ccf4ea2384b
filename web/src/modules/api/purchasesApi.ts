import type { CreatePurchaseBody, Purchase, UpdatePurchaseBody } from '@dealbook/contracts';
import { getList, sendForText, sendJson, type ListResult } from './httpClient.js';

const purchasePath = (id: string) => `/api/purchase/${encodeURIComponent(id)}`;

/** GET /api/purchases/search: `query` holds §5 filters (project=<id> …) and paging. */
export function searchPurchases(query: string, signal?: AbortSignal): Promise<ListResult<Purchase>> {
  return getList<Purchase>(`/api/purchases/search?${query}`, { signal });
}

export function createPurchase(body: CreatePurchaseBody): Promise<Purchase> {
  return sendJson<Purchase>('/api/purchase', { method: 'POST', body });
}

export function updatePurchase(id: string, version: number, changes: UpdatePurchaseBody): Promise<string> {
  return sendForText(purchasePath(id), { method: 'PUT', body: changes, ifMatch: version });
}

export function deletePurchase(id: string, version: number): Promise<string> {
  return sendForText(purchasePath(id), { method: 'DELETE', ifMatch: version });
}

/** The server's documents of a project's potential purchasers: a workbook or a Word file. */
export type PurchaserDocumentKind = 'xlsx' | 'docx';

export function purchaserDocumentPath(projectId: string, kind: PurchaserDocumentKind): string {
  const route = kind === 'xlsx' ? 'potentialpurchaser' : 'potentialpurchaserword';
  return `/api/project/${route}/${encodeURIComponent(projectId)}`;
}
