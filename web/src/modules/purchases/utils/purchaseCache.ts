import type { Purchase, UpdatePurchaseBody } from '@dealbook/contracts';

const editableFields = [
  'currentStage',
  'clientComments',
  'internalComments',
  'priority',
  'sentTeaser',
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
