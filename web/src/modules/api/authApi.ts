import type { LoginBody, LoginResponse, LogoutResponse } from '@dealbook/contracts';
import { sendForText, sendJson } from './httpClient.js';

export function login(body: LoginBody): Promise<LoginResponse> {
  return sendJson<LoginResponse>('/api/login', { method: 'POST', body });
}

/** Who the session cookie belongs to; rejects with 401 when there is no valid session. */
export function resumeSession(): Promise<LoginResponse> {
  return sendJson<LoginResponse>('/api/login/token', { method: 'POST' });
}

/** Ends the session; for a single sign-on session, answers where the provider ends its own. */
export async function logout(): Promise<LogoutResponse | undefined> {
  const text = await sendForText('/api/logout', { method: 'POST' });
  return text ? (JSON.parse(text) as LogoutResponse) : undefined;
}

/** Paths whose 401 means "wrong credentials" or "no session yet", not "your session ended". */
export const authPaths: readonly string[] = ['/api/login', '/api/login/token', '/api/logout'];
