import {
  IdempotencyKeyHeader,
  NextCursorHeader,
  TotalCountHeader,
  TotalCountKindHeader,
  XsrfCookie,
  XsrfHeader,
  type ErrorBody,
  type TotalCountKind,
} from '@dealbook/contracts';
import { ApiError } from './ApiError.js';
import { readCookie } from './cookies.js';
import { newIdempotencyKey, withSafeRetries } from './safeRetries.js';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Stream version the caller read; sent as `If-Match` so a stale write gets 409. */
  ifMatch?: number;
  signal?: AbortSignal;
}

const unsafeMethods = new Set(['POST', 'PUT', 'DELETE']);

/** Unauthorised answers are reported here so the session can end in one place. */
let onUnauthorized: ((path: string) => void) | undefined;
export function setUnauthorizedHandler(handler: ((path: string) => void) | undefined): void {
  onUnauthorized = handler;
}

async function send(path: string, options: RequestOptions = {}, accept = 'application/json'): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: accept };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.ifMatch !== undefined) headers['If-Match'] = `"${options.ifMatch}"`;
  const write = unsafeMethods.has(method);
  if (write) {
    const xsrf = readCookie(document.cookie, XsrfCookie);
    if (xsrf) headers[XsrfHeader] = xsrf;
    headers[IdempotencyKeyHeader] = newIdempotencyKey();
  }
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const attempt = () => fetch(path, { method, headers, credentials: 'same-origin', body, signal: options.signal });
  const response = write ? await withSafeRetries(attempt, options.signal) : await attempt();
  if (!response.ok) throw await toApiError(response, path);
  return response;
}

async function toApiError(response: Response, path: string): Promise<ApiError> {
  let body: Partial<ErrorBody> = {};
  try {
    body = (await response.json()) as Partial<ErrorBody>;
  } catch {
    // Proxies and crashes answer with HTML or nothing; the status text stands in for the message.
  }
  if (response.status === 401) onUnauthorized?.(path);
  return new ApiError(response.status, {
    statusCode: response.status,
    error: body.error ?? response.statusText,
    message: body.message ?? (response.statusText || `Request failed (${response.status})`),
    ...(body.details ? { details: body.details } : {}),
    ...(body.currentVersion !== undefined ? { currentVersion: body.currentVersion } : {}),
  });
}

/** A file answer (a spreadsheet), as the response to read; a failure is an ApiError as for JSON. */
export function getFile(path: string, options?: RequestOptions): Promise<Response> {
  return send(path, options);
}

export async function getJson<T>(path: string, options?: RequestOptions): Promise<T> {
  const response = await send(path, options);
  return (await response.json()) as T;
}

export interface ListResult<T> {
  rows: T[];
  /** Rows the query matched before paging (the `X-Total-Count` header). */
  total: number;
  /** Whether that total was counted, is a lower bound or an estimate (`X-Total-Count-Kind`). */
  totalKind: TotalCountKind;
  /** The `after` of the next page (`X-Next-Cursor`); null on the last page or where none is given. */
  nextCursor: string | null;
}

const totalKinds: readonly string[] = ['exact', 'at-least', 'estimate'] satisfies TotalCountKind[];

export async function getList<T>(path: string, options?: RequestOptions): Promise<ListResult<T>> {
  const response = await send(path, options);
  const rows = (await response.json()) as T[];
  const total = Number(response.headers.get(TotalCountHeader) ?? rows.length);
  const kind = response.headers.get(TotalCountKindHeader) ?? 'exact';
  return {
    rows,
    total: Number.isFinite(total) ? total : rows.length,
    totalKind: totalKinds.includes(kind) ? (kind as TotalCountKind) : 'exact',
    nextCursor: response.headers.get(NextCursorHeader),
  };
}

export async function sendJson<T>(path: string, options: RequestOptions): Promise<T> {
  const response = await send(path, options);
  return (await response.json()) as T;
}

/**
 * For calls that answer with text (PUT and DELETE of spec §7). Text is asked for first: a PUT
 * answers its saved record instead to a client preferring JSON; an error is JSON either way.
 */
export async function sendForText(path: string, options: RequestOptions): Promise<string> {
  const response = await send(path, options, 'text/plain, application/json;q=0.9');
  return response.text();
}
