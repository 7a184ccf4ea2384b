import type { ClientReview, HistoryEntry } from '@dealbook/contracts';
import type { HistoryChangeLine, HistoryDescription } from '../../records/utils/historyDescription.js';
import { clientReviewStateLabels } from '../../ui/labels/clientReviewLabels.js';

/** The client-review events (issue 14), whose payloads are `{from, to}` reviews. */
interface ReviewData {
  from?: Partial<ClientReview>;
  to?: Partial<ClientReview>;
}

const stateLabel = (review: Partial<ClientReview> | undefined) =>
  review?.state ? clientReviewStateLabels[review.state] : '—';

const reviewEvents = new Set([
  'PurchaseSubmittedForApproval',
  'PurchaseApprovalDecided',
  'AttachmentApprovalDecided',
  'AttachmentClientReviewChanged',
  'AttachmentResubmitted',
]);

/**
 * The detail under a client-review event of a purchaser or a document (the line itself says what
 * happened): where it stood before and after and the team's note; null for other events.
 */
export function describeClientReviewEntry(entry: HistoryEntry): HistoryDescription | null {
  const data = (entry.data ?? {}) as ReviewData;
  // A payload without the review it moved to is read the generic way rather than guessed at.
  if (!reviewEvents.has(entry.type) || !data.to?.state) return null;
  const changes: HistoryChangeLine[] = [
    { field: 'Client approval', from: stateLabel(data.from), to: stateLabel(data.to) },
  ];
  const note = data.to?.note?.trim();
  if (note && note !== data.from?.note?.trim()) changes.push({ field: 'Note to the client', from: '—', to: note });
  return { changes };
}
