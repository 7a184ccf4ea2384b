import { Button, Card, H2, Icon, Tag } from '@blueprintjs/core';
import type { ClientApprovalItem, ClientDecision } from '@dealbook/contracts';
import { clientDocumentUrl } from '../../api/clientPortalApi.js';
import { roundLabel } from '../../ui/labels/clientReviewLabels.js';
import { ClientReviewTag } from '../../ui/components/ClientReviewTag.js';
import { DownloadButton } from '../../ui/components/DownloadButton.js';
import { formatLongDate } from '../../ui/utils/format.js';

export interface ClientApprovalCardProps {
  item: ClientApprovalItem;
  /** Opens the decision dialog; omitted for decided items. */
  onDecide?: (decision: ClientDecision) => void;
}

/** One purchaser or document submitted to the client: what it is, what the team says, and the decision. */
export function ClientApprovalCard({ item, onDecide }: ClientApprovalCardProps) {
  const { review } = item;
  const round = roundLabel(review.round);
  const decided = review.state === 'approved' || review.state === 'rejected';
  return (
    <Card className="db-client-approval" role="article" aria-label={item.title}>
      <Icon
        icon={item.kind === 'purchaser' ? 'office' : 'document'}
        size={20}
        title={item.kind === 'purchaser' ? 'Potential purchaser' : 'Document'}
      />
      <div>
        <H2 className="db-looks-h5">{item.title}</H2>
        <div className="db-client-approval__meta db-muted">
          <span>{item.project.projectName}</span>
          {review.sector && <span>Sector: {review.sector}</span>}
          <span>Submitted {formatLongDate(review.submittedAt)}</span>
          {round && (
            <Tag minimal intent="primary">
              {round}
            </Tag>
          )}
        </div>
        {review.note && <p>{review.note}</p>}
        {decided && (
          <p>
            <ClientReviewTag review={review} name={item.title} forClient /> on {formatLongDate(review.decidedAt)}
            {review.comment && <span> — “{review.comment}”</span>}
          </p>
        )}
      </div>
      <div className="db-client-approval__actions">
        {item.kind === 'document' && (
          <DownloadButton href={clientDocumentUrl(item._id)} fileName={item.title} text="Download" />
        )}
        {onDecide && (
          <>
            <Button
              intent="success"
              icon="tick"
              text="Approve"
              aria-label={`Approve ${item.title}`}
              onClick={() => onDecide('approved')}
            />
            <Button
              intent="danger"
              icon="cross"
              text="Reject"
              aria-label={`Reject ${item.title}`}
              onClick={() => onDecide('rejected')}
            />
          </>
        )}
      </div>
    </Card>
  );
}
