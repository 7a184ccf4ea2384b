import type { RecordRef } from '../links/linkable.js';
import type { AttachmentLinks } from './attachment.js';

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
  links: AttachmentLinks;
  /** Of the records linked by this change, those the read model does not have. */
  unknownLinks: RecordRef[];
}

export interface DeleteAttachment {
  type: 'DeleteAttachment';
  attachmentId: string;
}

export type AttachmentCommand = UploadAttachment | UpdateAttachment | DeleteAttachment;
