import { XsrfCookie, XsrfHeader, type Attachment, type ErrorBody } from '@dealbook/contracts';
import { ApiError } from './ApiError.js';
import { readCookie } from './cookies.js';
import { getList, sendForText, type ListResult } from './httpClient.js';

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
  return sendMultipart('/api/attachment', form, { onProgress, signal });
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
  return sendMultipart(`/api/attachment/${encodeURIComponent(attachmentId)}/resubmit`, form, { onProgress, signal });
}

interface MultipartOptions {
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * XMLHttpRequest rather than fetch: only it reports upload progress. Sends the XSRF header as
 * httpClient does for every unsafe call; a refusal (413 too large, 409 …) keeps the server's words.
 */
function sendMultipart(path: string, form: FormData, { onProgress, signal }: MultipartOptions): Promise<Attachment> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.responseType = 'json';
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    const xsrf = readCookie(document.cookie, XsrfCookie);
    if (xsrf) request.setRequestHeader(XsrfHeader, xsrf);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(request.response as Attachment);
        return;
      }
      const body = (request.response ?? {}) as Partial<ErrorBody>;
      reject(
        new ApiError(request.status, {
          statusCode: request.status,
          error: body.error ?? request.statusText,
          message: body.message ?? uploadFailure(request.status),
          ...(body.details ? { details: body.details } : {}),
          ...(body.currentVersion !== undefined ? { currentVersion: body.currentVersion } : {}),
        }),
      );
    };
    request.onerror = () => reject(new Error('The upload was interrupted; check the connection and try again.'));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

/** A refusal without a body (a proxy's 413): said in words. */
function uploadFailure(status: number): string {
  return status === 413 ? 'The file is too large to upload.' : `The upload failed (${status})`;
}
