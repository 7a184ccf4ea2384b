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
}

/** Any of a new name, a new description and replaced link lists. */
export interface UpdateAttachment {
  type: 'UpdateAttachment';
  attachmentId: string;
  fileName?: string;
  description?: string;
  links: AttachmentLinks;
}

export interface DeleteAttachment {
  type: 'DeleteAttachment';
  attachmentId: string;
}

export type AttachmentCommand = UploadAttachment | UpdateAttachment | DeleteAttachment;
