import type { PurchaserFunnel } from '@dealbook/contracts';
import { withDropOffs, type FunnelStep } from '../../ui/charts/funnel.js';
import { formatRate } from './figureChange.js';

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

/**
 * What a table cell says of a step's drop-off: "50% lost", or nothing when nothing was lost (as
 * rounded) or there was nothing to lose. A bare "−0%" read as a figure no one could explain.
 */
export function dropOffText(step: FunnelStep): string | null {
  if (step.dropOff === null || Math.round(step.dropOff * 100) === 0) return null;
  return `${formatRate(step.dropOff)} lost`;
}
