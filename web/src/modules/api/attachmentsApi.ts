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

/**
 * POST /api/attachment as multipart/form-data. XMLHttpRequest rather than fetch: only it reports
 * upload progress. Sends the XSRF header as httpClient does for every unsafe call.
 */
export function uploadAttachment({ file, description, links, onProgress, signal }: UploadRequest): Promise<Attachment> {
  const form = new FormData();
  if (description) form.append('description', description);
  for (const [field, id] of Object.entries(links)) form.append(field, id);
  form.append('file', file, file.name);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/attachment');
    request.responseType = 'json';
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    const xsrf = readCookie(document.cookie, XsrfCookie);
    if (xsrf) request.setRequestHeader(XsrfHeader, xsrf);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 201) {
        onProgress(1);
        resolve(request.response as Attachment);
        return;
      }
      const body = (request.response ?? {}) as Partial<ErrorBody>;
      reject(
        new ApiError(request.status, {
          statusCode: request.status,
          error: body.error ?? request.statusText,
          message: body.message ?? `The upload failed (${request.status})`,
        }),
      );
    };
    request.onerror = () => reject(new Error('The upload was interrupted; check the connection and try again.'));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
