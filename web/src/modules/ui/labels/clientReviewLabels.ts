import type { Intent } from '@blueprintjs/core';
import type { ClientReview, ClientReviewState } from '@dealbook/contracts';

/** Where an item stands with the client, as the deal team reads it. */
export const clientReviewStateLabels: Record<ClientReviewState, string> = {
  notSubmitted: 'Not submitted',
  shared: 'Shared with client',
  awaiting: 'Awaiting client',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** The same states as the client reads them on the portal. */
export const clientFacingReviewLabels: Record<ClientReviewState, string> = {
  notSubmitted: 'Not shared',
  shared: 'Shared with you',
  awaiting: 'Waiting for you',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const clientReviewIntent: Record<ClientReviewState, Intent> = {
  notSubmitted: 'none',
  shared: 'primary',
  awaiting: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/**
 * Why a purchaser cannot be worked on, or null: the client refused to have them approached.
 * A record without a review (a caller that holds only the ticks) is not refused.
 */
export function rejectedLock(record: { clientReview?: ClientReview }): string | null {
  return record.clientReview?.state === 'rejected' ? 'The client rejected this purchaser' : null;
}

/** "Resubmitted — version 2" from round 2 on; nothing for a first submission. */
export function roundLabel(round: number): string | null {
  return round > 1 ? `Resubmitted — version ${round}` : null;
}

/** "1 day", "6 days". */
export function daysLabel(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** "3 client approvals waiting more than 5 days". */
export function overdueHeadline(count: number, dueDays: number): string {
  return `${count} client ${count === 1 ? 'approval' : 'approvals'} waiting more than ${daysLabel(dueDays)}`;
}
