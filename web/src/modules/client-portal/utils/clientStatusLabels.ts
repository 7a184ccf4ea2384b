import type { ClientPurchaserMilestones } from '@dealbook/contracts';
import { withDropOffs, type FunnelStep } from '../../ui/charts/funnel.js';

/** How far the approaches have gone: approached → NDA sent → NDA signed → IM sent. */
export function milestoneSteps(milestones: ClientPurchaserMilestones): FunnelStep[] {
  return withDropOffs([
    { label: 'Approached', count: milestones.approached },
    { label: 'NDA sent', count: milestones.ndaSent },
    { label: 'NDA signed', count: milestones.ndaSigned },
    { label: 'IM sent', count: milestones.imSent },
  ]);
}

/** "1 change since your last visit", "3 changes …". */
export function changesLabel(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'} since your last visit`;
}

/** "1 awaiting your approval", "2 awaiting …". */
export function awaitingLabel(count: number): string {
  return `${count} awaiting your approval`;
}
