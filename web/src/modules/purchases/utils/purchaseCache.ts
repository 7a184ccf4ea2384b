import type { Purchase, UpdatePurchaseBody } from '@dealbook/contracts';
import type { ListResult } from '../../api/httpClient.js';

/**
 * A cached page of purchases with one purchase changed, so the grid shows a save at once; the
 * refetch the save triggers then brings the server's version. Pages without it stay as they are.
 */
export function patchPurchasePage(
  page: ListResult<Purchase> | undefined,
  id: string,
  patch: (purchase: Purchase) => Purchase,
): ListResult<Purchase> | undefined {
  if (!page || !page.rows.some((row) => row._id === id)) return page;
  return { ...page, rows: page.rows.map((row) => (row._id === id ? patch(row) : row)) };
}

const editableFields = [
  'currentStage',
  'clientComments',
  'internalComments',
  'priority',
  'sentNDA',
  'signedNDA',
  'sentIM',
] as const;

/** The purchase as it will read once the change is saved (the step history waits for the server). */
export function withChanges(purchase: Purchase, changes: UpdatePurchaseBody): Purchase {
  const next = { ...purchase };
  for (const field of editableFields) {
    const value = changes[field];
    if (value !== undefined) Object.assign(next, { [field]: value });
  }
  return next;
}
