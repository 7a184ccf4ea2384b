import type { PurchaserFunnel } from '@dealbook/contracts';
import { withDropOffs, type FunnelStep } from '../../ui/charts/funnel.js';

export type { FunnelStep };

/** A project's purchasers through added → NDA sent → NDA signed → IM sent, with the drop at each step. */
export function funnelSteps(funnel: PurchaserFunnel): FunnelStep[] {
  return withDropOffs([
    { label: 'Added', count: funnel.added },
    { label: 'NDA sent', count: funnel.sentNDA },
    { label: 'NDA signed', count: funnel.signedNDA },
    { label: 'IM sent', count: funnel.sentIM },
  ]);
}
