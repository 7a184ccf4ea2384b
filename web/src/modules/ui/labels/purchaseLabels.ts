import {
  enumOptions,
  priorityLevelLabel,
  PurchaseMilestoneLabels,
  PurchasePriorityLevel,
  type BooleanDate,
  type Purchase,
  type PurchaseMilestone,
  type PurchasePriorityLevel as Priority,
} from '@dealbook/contracts';
import type { Intent } from '@blueprintjs/core';
import { rejectedLock } from './clientReviewLabels.js';

/** Spec §3.8: 0 A, 1 B, 2 M. */
export const priorityLabel = (priority: Priority) => priorityLevelLabel(priority);

export const priorityOptions = enumOptions(PurchasePriorityLevel);

/** A is the hottest purchaser. */
export const priorityIntent = (priority: Priority): Intent =>
  priority === PurchasePriorityLevel.A ? 'success' : priority === PurchasePriorityLevel.B ? 'primary' : 'none';

export const milestoneLabels: Record<PurchaseMilestone, string> = PurchaseMilestoneLabels;

/** What a person sees each property of a purchase called: its messages use these ("tick NDA sent too"). */
export const purchaseFieldLabels = {
  ...milestoneLabels,
  priority: 'Priority',
  currentStage: 'New stage',
  score: 'Score',
  clientComments: 'Client comments',
  internalComments: 'Internal comments',
} as const;

/**
 * Why a tick cannot be turned over as things stand, or null: nothing moves on a purchaser the
 * client rejected, and an NDA is not signed before it is sent (the server refuses both), so NDA
 * signed waits for NDA sent and NDA sent stays while signed.
 */
export function milestoneLock(
  ticks: Pick<Purchase, 'sentNDA' | 'signedNDA'> & Partial<Pick<Purchase, 'clientReview'>>,
  milestone: PurchaseMilestone,
): string | null {
  const refused = rejectedLock(ticks);
  if (refused !== null) return refused;
  if (milestone === 'signedNDA' && !ticks.signedNDA.checked && !ticks.sentNDA.checked) return 'Tick NDA sent first';
  if (milestone === 'sentNDA' && ticks.sentNDA.checked && ticks.signedNDA.checked) return 'Untick NDA signed first';
  return null;
}

/** A tick turned over: ticking stamps it now; unticking keeps the date it had. */
export function toggledMilestone(tick: BooleanDate, now: Date = new Date()): BooleanDate {
  return tick.checked ? { checked: false, timestamp: tick.timestamp } : { checked: true, timestamp: now.toISOString() };
}

/** The §5 filter of a project's purchasers, all on one page (a project has at most a few hundred). */
export const projectPurchasersQuery = (projectId: string) =>
  `project=${encodeURIComponent(projectId)}&limit=500&offset=0`;
