import type { PurchaserFunnel } from '@dealbook/contracts';

export interface FunnelStep {
  label: string;
  count: number;
  /** Share lost since the step before (0–1); null for the first step or when the one before was empty. */
  dropOff: number | null;
}

/** A project's purchasers through added → NDA sent → NDA signed → IM sent, with the drop at each step. */
export function funnelSteps(funnel: PurchaserFunnel): FunnelStep[] {
  const counts = [
    { label: 'Added', count: funnel.added },
    { label: 'NDA sent', count: funnel.sentNDA },
    { label: 'NDA signed', count: funnel.signedNDA },
    { label: 'IM sent', count: funnel.sentIM },
  ];
  return counts.map((step, index) => {
    const before = counts[index - 1]?.count;
    return {
      ...step,
      dropOff: before === undefined || before === 0 ? null : Math.max(0, (before - step.count) / before),
    };
  });
}
