import { Tag, Tooltip } from '@blueprintjs/core';
import type { ClientReview } from '@dealbook/contracts';
import { clientFacingReviewLabels, clientReviewIntent, clientReviewStateLabels } from '../labels/clientReviewLabels.js';
import { formatDate } from '../utils/format.js';

export interface ClientReviewTagProps {
  review: ClientReview;
  /** What the item is called, for the tag's accessible name ("Approval of Acme Ltd"). */
  name: string;
  /** On the client's portal: the states in the client's words ("Waiting for you"). */
  forClient?: boolean;
}

/** Where an item stands with the client; a decision shows its date and the client's comment on hover. */
export function ClientReviewTag({ review, name, forClient = false }: ClientReviewTagProps) {
  const labels = forClient ? clientFacingReviewLabels : clientReviewStateLabels;
  const decided = review.state === 'approved' || review.state === 'rejected';
  const detail = decided
    ? `${labels[review.state]} on ${formatDate(review.decidedAt)}${review.comment ? `: “${review.comment}”` : ''}`
    : '';
  const tag = (
    <Tag
      minimal
      intent={clientReviewIntent[review.state]}
      aria-label={`${forClient ? 'Approval' : 'Client approval'} of ${name}: ${labels[review.state]}${detail ? `. ${detail}` : ''}`}
      data-review={review.state}
    >
      {labels[review.state]}
    </Tag>
  );
  return decided ? (
    <Tooltip content={detail} placement="top">
      {tag}
    </Tooltip>
  ) : (
    tag
  );
}
