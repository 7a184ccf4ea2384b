import type { PurchaseEventType } from './purchase-events.js';

/**
 * The purchase field each transition event moves. Their payloads are `{from, to}` rather than an
 * edit's `changes`; the socket push names the field, so a console row can be patched from the
 * push alone.
 */
export const PurchaseTransitionFields: Partial<Record<PurchaseEventType, string>> = {
  PurchaseStageChanged: 'currentStage',
  PurchasePriorityChanged: 'priority',
  PurchaseNdaSent: 'sentNDA',
  PurchaseNdaSigned: 'signedNDA',
  PurchaseImSent: 'sentIM',
};

/** The field a purchase transition moved (a cleared tick names its milestone), or undefined. */
export function purchaseTransitionField(type: string, data: unknown): string | undefined {
  if (type === ('PurchaseMilestoneCleared' satisfies PurchaseEventType)) {
    const milestone = (data as { milestone?: unknown } | null)?.milestone;
    return typeof milestone === 'string' ? milestone : undefined;
  }
  return (PurchaseTransitionFields as Record<string, string>)[type];
}
