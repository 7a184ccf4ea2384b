import type { RedactText } from '../event-store/personal-data.js';
import type { RecordRef } from '../links/linkable.js';
import type { AttachmentLinks, BuyerAccess } from './attachment.js';
import type { AttachmentClientAction, ClientDecision } from '../client-portal/client-review.js';

export interface UploadAttachment {
  type: 'UploadAttachment';
  attachmentId: string;
  fileName: string;
  description: string;
  contentType: string;
  size: number;
  storageKey: string;
  uploadedBy: string | null;
  links: AttachmentLinks;
  /** Of the linked records, those the read model does not have (looked up by the handler). */
  unknownLinks: RecordRef[];
}

/** Any of a new name, a new description and replaced link lists. */
export interface UpdateAttachment {
  type: 'UpdateAttachment';
  attachmentId: string;
  fileName?: string;
  description?: string;
  buyerAccess?: BuyerAccess;
  links: AttachmentLinks;
  /** Of the records linked by this change, those the read model does not have. */
  unknownLinks: RecordRef[];
}

export interface DeleteAttachment {
  type: 'DeleteAttachment';
  attachmentId: string;
}

/** The deal team shares the document with the project's client, submits it for approval, or withdraws it (issue 14). */
export interface ChangeAttachmentClientReview {
  type: 'ChangeAttachmentClientReview';
  attachmentId: string;
  action: AttachmentClientAction;
  /** The project whose client it is for; null: the attachment's only linked project. */
  projectId: string | null;
  note: string;
  /** When (ISO), from the request: the decider reads no clock. */
  at: string;
}

/** The client approves or rejects a document awaiting their decision. */
export interface DecideAttachmentApproval {
  type: 'DecideAttachmentApproval';
  attachmentId: string;
  decision: ClientDecision;
  comment: string;
  at: string;
}

/** A new version of the document's file, submitted to the client again. */
export interface ResubmitAttachment {
  type: 'ResubmitAttachment';
  attachmentId: string;
  fileName: string;
  contentType: string;
  size: number;
  /** `attachmentStorageKey(id, fileVersion)` of the new version, made by the handler. */
  storageKey: string;
  note: string;
  at: string;
}

export type AttachmentCommand =
  | UploadAttachment
  | UpdateAttachment
  | DeleteAttachment
  | ChangeAttachmentClientReview
  | DecideAttachmentApproval
  | ResubmitAttachment
  | RedactText<'attachmentId'>;
