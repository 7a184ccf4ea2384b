import type { ClientReview, HistoryEntry } from '@dealbook/contracts';
import type { HistoryChangeLine, HistoryDescription } from '../../records/utils/historyDescription.js';
import { clientReviewStateLabels } from '../../ui/labels/clientReviewLabels.js';

/** The client-review events (issue 14), whose payloads are `{from, to}` reviews. */
interface ReviewData {
  from?: Partial<ClientReview>;
  to?: Partial<ClientReview>;
  fileName?: string;
  fileVersion?: number;
}

const stateLabel = (review: Partial<ClientReview> | undefined) =>
  review?.state ? clientReviewStateLabels[review.state] : '—';

const withComment = (text: string, comment: string | undefined) =>
  comment?.trim() ? `${text}: ${comment.trim()}` : text;

function title(type: string, name: string, data: ReviewData): string | null {
  const to = data.to;
  // A payload without the review it moved to is read the generic way rather than guessed at.
  if (!to?.state) return null;
  switch (type) {
    case 'PurchaseSubmittedForApproval':
      return (to.round ?? 1) > 1
        ? `Submitted ${name} for client approval again (round ${to.round})`
        : `Submitted ${name} for client approval`;
    case 'PurchaseApprovalDecided':
    case 'AttachmentApprovalDecided':
      return withComment(`Client ${to.state === 'rejected' ? 'rejected' : 'approved'} ${name}`, to.comment);
    case 'AttachmentClientReviewChanged':
      if (to.state === 'shared') return `Shared ${name} with the client`;
      if (to.state === 'awaiting') return `Submitted ${name} for client approval`;
      return `Withdrew ${name} from the client`;
    case 'AttachmentResubmitted':
      return `Resubmitted ${data.fileName || name} as version ${data.fileVersion ?? to.round ?? 2}`;
    default:
      return null;
  }
}

/**
 * The client-review events of a purchaser or a document in words ("Client approved Acme Ltd: a
 * good fit"), with where it stood before and after and the team's note; null for other events.
 * `name` is the purchaser company's or the file's, from the entry's source.
 */
export function describeClientReviewEntry(entry: HistoryEntry, name: string): HistoryDescription | null {
  const data = (entry.data ?? {}) as ReviewData;
  const text = title(entry.type, name, data);
  if (text === null) return null;
  const changes: HistoryChangeLine[] = [
    { field: 'Client approval', from: stateLabel(data.from), to: stateLabel(data.to) },
  ];
  const note = data.to?.note?.trim();
  if (note && note !== data.from?.note?.trim()) changes.push({ field: 'Note to the client', from: '—', to: note });
  return { title: text, changes };
}
