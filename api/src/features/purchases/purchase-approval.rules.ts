import {
  decidedReview,
  submittedReview,
  type ClientReview,
  type DecidePurchaseApproval,
  type PurchaseApprovalDecided,
  type PurchaseEvent,
  type PurchaseSubmittedForApproval,
  type SubmitPurchaseForApproval,
} from '@dealbook/contracts';
import { DomainError } from '../../kernel/errors/domain-error.js';

/** What the approval rules read of a purchase's state. */
interface ReviewedPurchase {
  companyName: string;
  clientName: string;
  projectId: string;
  review: ClientReview;
}

/**
 * The client's approval of a purchaser (issue 14). A purchaser is submitted when it was never
 * submitted or the client rejected it (a resubmission is the next round); one waiting for the
 * client, or already approved, is not submitted again (409 naming where it stands). The client
 * decides only what waits for a decision.
 */
export function submitForApproval(command: SubmitPurchaseForApproval, state: ReviewedPurchase) {
  const from = state.review;
  if (from.state !== 'notSubmitted' && from.state !== 'rejected') {
    throw new DomainError('conflict', `${state.companyName} is ${reviewWords[from.state]}: it is not submitted again`);
  }
  const to = submittedReview(from, command);
  const event: PurchaseSubmittedForApproval = {
    type: 'PurchaseSubmittedForApproval',
    data: { purchaseId: command.purchaseId, projectId: state.projectId, from, to },
  };
  return event;
}

export function decideApproval(command: DecidePurchaseApproval, state: ReviewedPurchase) {
  const from = state.review;
  if (from.state !== 'awaiting') throw new DomainError('conflict', 'This purchaser is not waiting for a decision');
  const to = decidedReview(from, command);
  const event: PurchaseApprovalDecided = {
    type: 'PurchaseApprovalDecided',
    data: { purchaseId: command.purchaseId, projectId: state.projectId, from, to },
  };
  return event;
}

/** Where a review stands, in words that follow "<purchaser> is". */
export const reviewWords: Record<ClientReview['state'], string> = {
  notSubmitted: 'not submitted to the client',
  shared: 'shared with the client',
  awaiting: 'already waiting for the client’s decision',
  approved: 'already approved by the client',
  rejected: 'rejected by the client',
};

/** Events that record an approach of the purchaser: a stage, or a tick (teaser, NDA sent or signed, IM). */
const approachTypes: ReadonlySet<PurchaseEvent['type']> = new Set([
  'PurchaseStageChanged',
  'PurchaseNdaSent',
  'PurchaseNdaSigned',
  'PurchaseImSent',
  'PurchaseTeaserSent',
]);

/**
 * The client said no to this purchaser: the firm may not approach it, so no approach is recorded
 * while the rejection stands (taking a tick back and editing comments stay allowed: they record
 * no approach).
 */
export function refuseApproachOfRejected(state: ReviewedPurchase, events: readonly PurchaseEvent[]): void {
  if (state.review.state !== 'rejected') return;
  if (!events.some((event) => approachTypes.has(event.type))) return;
  throw new DomainError('conflict', rejectionMessage({ ...state, ...state.review }));
}

/**
 * The refusal of an approach of a rejected purchaser, in the client's words: shared by the purchase
 * decider and the communications lookup (a call logged on the purchase is an approach too).
 */
export function rejectionMessage(rejected: {
  clientName: string;
  companyName: string;
  decidedAt: string | null;
  comment: string;
}): string {
  const client = rejected.clientName ? `The client ${rejected.clientName}` : 'The client';
  const on = rejected.decidedAt ? ` on ${dayOf(rejected.decidedAt)}` : '';
  const comment = rejected.comment ? ` (“${rejected.comment}”)` : '';
  return `${client} rejected ${rejected.companyName} as a purchaser${on}${comment}: no approach, call, NDA or IM may be recorded`;
}

/** 12 Nov 2026: a fixed format and zone, so the words do not depend on the server's locale. */
function dayOf(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
