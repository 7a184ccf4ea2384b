import { XsrfCookie, XsrfHeader, type ErrorBody } from '@dealbook/contracts';
import { ApiError } from './ApiError.js';
import { readCookie } from './cookies.js';

export interface MultipartOptions {
  /** 0..1 as the bytes leave the browser. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST a multipart/form-data body. XMLHttpRequest rather than fetch: only it reports upload
 * progress. Sends the XSRF header as httpClient does for every unsafe call; a refusal (413 too
 * large, 409 …) keeps the server's words.
 */
export function sendMultipart<T>(path: string, form: FormData, { onProgress, signal }: MultipartOptions): Promise<T> {
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
        resolve(request.response as T);
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
