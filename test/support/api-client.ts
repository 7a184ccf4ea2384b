/** What every call of an e2e spec answers; `json` is the parsed body when the answer is JSON. */
export interface CallResult<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  /** The raw body, for downloads compared byte for byte. */
  bytes: Buffer;
  json: T;
}

export interface CallInit {
  method?: string;
  /** Sent as JSON, or as it is when it is a FormData (multipart). */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface SendOptions {
  headers?: Record<string, string>;
}

export type Call = <T = unknown>(path: string, init?: CallInit) => Promise<CallResult<T>>;
type Send = <T = unknown>(path: string, body?: unknown, options?: SendOptions) => Promise<CallResult<T>>;

/** Calls the API as one signed-in user (or nobody); its functions can be passed around unbound. */
export interface ApiClient {
  call: Call;
  get<T = unknown>(path: string, options?: SendOptions): Promise<CallResult<T>>;
  delete<T = unknown>(path: string, options?: SendOptions): Promise<CallResult<T>>;
  post: Send;
  put: Send;
  patch: Send;
}

/**
 * A client of the server at `baseUrl` sending `Authorization: Bearer <token>`, the token being
 * asked for on each call (so it can be signed in lazily); no token sends no authorization.
 */
export function apiClient(baseUrl: string, token: () => Promise<string | undefined>): ApiClient {
  const call: Call = async <T>(path: string, init: CallInit = {}) => {
    const bearer = await token();
    const form = init.body instanceof FormData;
    const response = await fetch(`${baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(init.body !== undefined && !form ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body: form ? (init.body as FormData) : init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('utf8');
    const json = response.headers.get('content-type')?.includes('application/json') ? JSON.parse(text) : undefined;
    return { status: response.status, headers: response.headers, text, bytes, json: json as T };
  };
  const send =
    (method: string): Send =>
    <T>(path: string, body?: unknown, options: SendOptions = {}) =>
      call<T>(path, { method, body, headers: options.headers });
  return {
    call,
    get: <T>(path: string, options: SendOptions = {}) => call<T>(path, { headers: options.headers }),
    delete: <T>(path: string, options: SendOptions = {}) =>
      call<T>(path, { method: 'DELETE', headers: options.headers }),
    post: send('POST'),
    put: send('PUT'),
    patch: send('PATCH'),
  };
}
