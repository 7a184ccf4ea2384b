import {
  decidedReview,
  submittedReview,
  type AttachmentEvent,
  type ChangeAttachmentClientReview,
  type ClientReview,
  type DecideAttachmentApproval,
  type RecordRef,
  type ResubmitAttachment,
} from '@dealbook/contracts';
import { DomainError } from '../../kernel/errors/domain-error.js';

/**
 * The client side of a document (issue 14), as pure decisions on the attachment's state: which
 * review moves are allowed, for which project, and what the review becomes. The attachment
 * decider calls these; nothing here reads a clock or the database.
 */
export interface ClientReviewState {
  attachmentId: string;
  links: RecordRef[];
  clientReview: ClientReview;
  clientProjectId: string | null;
  fileVersion: number;
}

const conflict = (message: string) => new DomainError('conflict', message);
const badProject = (message: string) => new DomainError('validation', message, { project: message });

/**
 * The project whose client the change is for: the one named (it must be linked to the document),
 * else the one the document is already with, else the document's only linked project. A document
 * is with one client at a time: naming another project while it is with one is refused.
 */
function projectOf(command: ChangeAttachmentClientReview, state: ClientReviewState): string {
  const linked = state.links.filter((link) => link.type === 'project').map((link) => link.id);
  const current = state.clientProjectId;
  if (command.projectId !== null) {
    if (!linked.includes(command.projectId) && command.projectId !== current) {
      throw badProject(`project ${command.projectId} is not linked to this document; link it first`);
    }
    if (current !== null && current !== command.projectId) {
      throw badProject(`the document is with the client of project ${current}; withdraw it there first`);
    }
    return command.projectId;
  }
  if (current !== null) return current;
  if (linked.length === 1) return linked[0]!;
  throw badProject(
    linked.length === 0
      ? 'the document is linked to no project: link it to the project whose client should see it'
      : 'the document is linked to several projects: name the project whose client should see it',
  );
}

/**
 * share: notSubmitted → shared (to read, nothing to decide).
 * submit: notSubmitted, shared or rejected → awaiting, a new round.
 * withdraw: shared, awaiting or rejected → notSubmitted, hidden from the client again.
 * DECISION: an approved document cannot be withdrawn (nor shared or submitted again): the
 * client's approval is what the firm relies on when it sends the document out, so it stays on the
 * client's record. A rejected one can be withdrawn: nothing was agreed, and the team may drop it.
 * The project the client sees it through cannot be unlinked while it is with them (the decider's
 * UpdateAttachment refuses it), so a client never keeps a document its project no longer lists.
 * Anything else, the same action twice included, is a 409 that says where the document stands.
 */
export function decideClientReview(command: ChangeAttachmentClientReview, state: ClientReviewState): AttachmentEvent[] {
  const from = state.clientReview;
  const projectId = projectOf(command, state);
  const standing = describe(from);
  let to: ClientReview;
  switch (command.action) {
    case 'share':
      if (from.state !== 'notSubmitted') throw conflict(`The document cannot be shared: it ${standing}`);
      to = { ...from, state: 'shared', submittedAt: command.at, note: command.note, decidedAt: null, comment: '' };
      break;
    case 'submit':
      if (from.state === 'awaiting' || from.state === 'approved') {
        throw conflict(`The document cannot be submitted for approval: it ${standing}`);
      }
      to = submittedReview(from, command);
      break;
    case 'withdraw':
      if (from.state === 'notSubmitted' || from.state === 'approved') {
        throw conflict(`The document cannot be withdrawn: it ${standing}`);
      }
      to = { ...from, state: 'notSubmitted' };
      break;
  }
  return [{ type: 'AttachmentClientReviewChanged', data: { attachmentId: state.attachmentId, projectId, from, to } }];
}

/** The client's answer: only to a document that awaits it. */
export function decideApproval(command: DecideAttachmentApproval, state: ClientReviewState): AttachmentEvent[] {
  const from = state.clientReview;
  if (from.state !== 'awaiting' || state.clientProjectId === null) {
    throw conflict(`The document is not awaiting your decision: it ${describe(from)}`);
  }
  const to = decidedReview(from, command);
  return [
    {
      type: 'AttachmentApprovalDecided',
      data: { attachmentId: state.attachmentId, projectId: state.clientProjectId, from, to },
    },
  ];
}

/**
 * A new file for a document the client rejected, submitted again as the next version.
 * DECISION: a document still awaiting the client may be resubmitted too (the team corrects it
 * before the client answered; the client then decides on the new file, in a new round). A
 * document that is internal, only shared, or approved cannot: there is nothing to answer.
 */
export function decideResubmission(command: ResubmitAttachment, state: ClientReviewState): AttachmentEvent[] {
  const from = state.clientReview;
  if ((from.state !== 'rejected' && from.state !== 'awaiting') || state.clientProjectId === null) {
    throw conflict(`Only a document submitted for approval can be resubmitted: this one ${describe(from)}`);
  }
  if (command.fileName.trim() === '') {
    throw new DomainError('validation', 'fileName is required', { fileName: 'is required' });
  }
  if (command.size <= 0) throw new DomainError('validation', 'The file is empty', { file: 'is empty' });
  const to = submittedReview(from, command);
  return [
    {
      type: 'AttachmentResubmitted',
      data: {
        attachmentId: state.attachmentId,
        projectId: state.clientProjectId,
        fileVersion: state.fileVersion + 1,
        fileName: command.fileName,
        contentType: command.contentType,
        size: command.size,
        storageKey: command.storageKey,
        from,
        to,
      },
    },
  ];
}

/** Where the document stands, in words that finish "it …". */
function describe(review: ClientReview): string {
  switch (review.state) {
    case 'notSubmitted':
      return 'is not shared with the client';
    case 'shared':
      return 'is already shared with the client';
    case 'awaiting':
      return 'is already awaiting the client’s decision';
    case 'approved':
      return 'was approved by the client';
    case 'rejected':
      return 'was rejected by the client';
  }
}
