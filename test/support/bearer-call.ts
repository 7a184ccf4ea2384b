/**
 * A request signed in by a bearer token, any body (JSON text, FormData, a stream): the answer's
 * status, headers, text, and its JSON when it is JSON.
 */
export async function bearerCall(baseUrl: string, token: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
  });
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('application/json')
    ? (JSON.parse(text) as unknown)
    : undefined;
  return { status: response.status, headers: response.headers, text, json };
}
