import type { Attachment } from '@dealbook/contracts';
import { ClientReviewTag } from '../../ui/components/ClientReviewTag.js';

export interface AttachmentClientStateProps {
  attachment: Attachment;
}

/** Where a document stands with the client; a rejected one shows the client's comment, the reason to mend it. */
export function AttachmentClientState({ attachment }: AttachmentClientStateProps) {
  const review = attachment.clientReview;
  return (
    <>
      <ClientReviewTag review={review} name={attachment.fileName} />
      {review.state === 'rejected' && review.comment && <div className="bp6-text-muted">“{review.comment}”</div>}
    </>
  );
}
