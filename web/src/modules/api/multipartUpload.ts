import { IdempotencyKeyHeader, XsrfCookie, XsrfHeader, type ErrorBody } from '@dealbook/contracts';
import { ApiError } from './ApiError.js';
import { readCookie } from './cookies.js';
import { newIdempotencyKey, NoAnswer, withSafeRetries } from './safeRetries.js';

export interface MultipartOptions {
  /** 0..1 as the bytes leave the browser. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST a multipart/form-data body. XMLHttpRequest rather than fetch: only it reports upload
 * progress. Sends the XSRF header and an Idempotency-Key as httpClient does for every unsafe call,
 * and sends the upload again, with the same key, when it got no answer or a 502/503/504; a
 * refusal (413 too large, 409 …) keeps the server's words.
 */
export async function sendMultipart<T>(path: string, form: FormData, options: MultipartOptions): Promise<T> {
  const key = newIdempotencyKey();
  const request = await withSafeRetries(() => attemptUpload(path, form, key, options), options.signal);
  if (request.status >= 200 && request.status < 300) {
    options.onProgress(1);
    return request.response as T;
  }
  const body = (request.response ?? {}) as Partial<ErrorBody>;
  throw new ApiError(request.status, {
    statusCode: request.status,
    error: body.error ?? request.statusText,
    message: body.message ?? uploadFailure(request.status),
    ...(body.details ? { details: body.details } : {}),
    ...(body.currentVersion !== undefined ? { currentVersion: body.currentVersion } : {}),
  });
}

interface UploadAnswer {
  status: number;
  statusText: string;
  response: unknown;
  headers: { get(name: string): string | null };
}

/** One sending of the upload: resolves with whatever the server answered, rejects when nothing was answered. */
function attemptUpload(path: string, form: FormData, key: string, { onProgress, signal }: MultipartOptions) {
  return new Promise<UploadAnswer>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.responseType = 'json';
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader(IdempotencyKeyHeader, key);
    const xsrf = readCookie(document.cookie, XsrfCookie);
    if (xsrf) request.setRequestHeader(XsrfHeader, xsrf);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      resolve({
        status: request.status,
        statusText: request.statusText,
        response: request.response,
        headers: { get: (name) => request.getResponseHeader(name) },
      });
    request.onerror = () => reject(new NoAnswer('The upload was interrupted; check the connection and try again.'));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

/** A refusal without a body (a proxy's 413): said in words. */
function uploadFailure(status: number): string {
  return status === 413 ? 'The file is too large to upload.' : `The upload failed (${status})`;
}
