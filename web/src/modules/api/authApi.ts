import { XsrfCookie, type LoginBody, type LoginResponse, type LogoutResponse } from '@dealbook/contracts';
import { readCookie } from './cookies.js';
import { sendForText, sendJson } from './httpClient.js';

export function login(body: LoginBody): Promise<LoginResponse> {
  return sendJson<LoginResponse>('/api/login', { method: 'POST', body });
}

/**
 * Whether this browser may hold a session. The session cookie is HttpOnly, but the server sets
 * and clears the readable XSRF cookie with it, so its absence means signed out for sure.
 */
export function mayHoldSession(cookieHeader: string): boolean {
  return readCookie(cookieHeader, XsrfCookie) !== undefined;
}

/**
 * Who the session cookie belongs to: null, without asking, when the browser holds none (a
 * signed-out visitor's sign-in page logs no refused call); rejects with 401 when the session the
 * cookies speak of has ended.
 */
export async function resumeSession(): Promise<LoginResponse | null> {
  if (!mayHoldSession(document.cookie)) return null;
  return sendJson<LoginResponse>('/api/login/token', { method: 'POST' });
}

/** Ends the session; for a single sign-on session, answers where the provider ends its own. */
export async function logout(): Promise<LogoutResponse | undefined> {
  const text = await sendForText('/api/logout', { method: 'POST' });
  return text ? (JSON.parse(text) as LogoutResponse) : undefined;
}

/** Paths whose 401 means "wrong credentials" or "no session yet", not "your session ended". */
export const authPaths: readonly string[] = ['/api/login', '/api/login/token', '/api/logout'];
