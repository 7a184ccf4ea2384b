import type { ClientReview } from '@dealbook/contracts';
import { clientReviewIntent, clientReviewStateLabels, roundLabel } from '../../ui/labels/clientReviewLabels.js';
import { formatDate } from '../../ui/utils/format.js';
import { Notice } from '../../ui/components/Notice.js';

export interface PurchaserClientReviewProps {
  review: ClientReview;
}

/** Where the purchaser stands with the client, in the drawer: the decision, its date and the client's comment. */
export function PurchaserClientReview({ review }: PurchaserClientReviewProps) {
  if (review.state === 'notSubmitted') return null;
  const decided = review.state === 'approved' || review.state === 'rejected';
  const round = roundLabel(review.round);
  return (
    <Notice
      intent={clientReviewIntent[review.state]}
      icon={review.state === 'rejected' ? 'cross-circle' : review.state === 'approved' ? 'tick-circle' : 'time'}
      title={`Client approval: ${clientReviewStateLabels[review.state]}`}
    >
      <div>
        Submitted {formatDate(review.submittedAt)}
        {round && ` · ${round}`}
        {decided && ` · decided ${formatDate(review.decidedAt)}`}
      </div>
      {review.note && <div>Our note: {review.note}</div>}
      {review.comment && <div>Client’s comment: “{review.comment}”</div>}
      {review.state === 'rejected' && <div>The client rejected this purchaser: they may not be approached.</div>}
    </Notice>
  );
}
