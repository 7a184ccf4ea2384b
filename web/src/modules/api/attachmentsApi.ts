import type { Attachment, BuyerAccess } from '@dealbook/contracts';
import { getList, sendForText, type ListResult } from './httpClient.js';
import { sendMultipart } from './multipartUpload.js';

const attachmentPath = (id: string) => `/api/attachment/${encodeURIComponent(id)}`;

export function searchAttachments(query: string, signal?: AbortSignal): Promise<ListResult<Attachment>> {
  return getList<Attachment>(`/api/attachments/search?${query}`, { signal });
}

export function attachmentDownloadUrl(id: string): string {
  return `/api/attachment/download/${encodeURIComponent(id)}`;
}

export interface AttachmentChanges {
  fileName?: string;
  description?: string;
  buyerAccess?: BuyerAccess;
}

export function updateAttachment(id: string, version: number, changes: AttachmentChanges): Promise<string> {
  return sendForText(attachmentPath(id), { method: 'PUT', body: changes, ifMatch: version });
}

export function deleteAttachment(id: string, version: number): Promise<string> {
  return sendForText(attachmentPath(id), { method: 'DELETE', ifMatch: version });
}

export interface UploadRequest {
  file: File;
  description?: string;
  /** Parent list field (`companies`, `events` …) -> the parent's id. */
  links: Record<string, string>;
  /** 0..1 as the bytes leave the browser. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST /api/attachment as multipart/form-data, with upload progress. */
export function uploadAttachment({ file, description, links, onProgress, signal }: UploadRequest): Promise<Attachment> {
  const form = new FormData();
  if (description) form.append('description', description);
  for (const [field, id] of Object.entries(links)) form.append(field, id);
  form.append('file', file, file.name);
  return sendMultipart<Attachment>('/api/attachment', form, { onProgress, signal });
}

export interface ResubmitRequest {
  attachmentId: string;
  file: File;
  /** What the team tells the client about the new version. */
  note: string;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST /api/attachment/{id}/resubmit: a new version of a document, submitted to the client again. */
export function resubmitAttachment({
  attachmentId,
  file,
  note,
  onProgress,
  signal,
}: ResubmitRequest): Promise<Attachment> {
  const form = new FormData();
  form.append('note', note);
  form.append('file', file, file.name);
  return sendMultipart<Attachment>(`/api/attachment/${encodeURIComponent(attachmentId)}/resubmit`, form, {
    onProgress,
    signal,
  });
}
