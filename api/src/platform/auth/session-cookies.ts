import type { CookieOptions, Response } from 'express';
import { SessionCookie, XsrfCookie } from '@dealbook/contracts';

export interface CookieSettings {
  secure: boolean;
  maxAgeSeconds: number;
}

/**
 * The session rides in an HttpOnly cookie the page's scripts cannot read; the XSRF token in a
 * readable one the web app echoes in X-XSRF-TOKEN on writes (spec §7, double submit).
 */
export function setSessionCookies(res: Response, token: string, xsrf: string, settings: CookieSettings): void {
  const common: CookieOptions = {
    sameSite: 'lax',
    secure: settings.secure,
    path: '/',
    maxAge: settings.maxAgeSeconds * 1000,
  };
  res.cookie(SessionCookie, token, { ...common, httpOnly: true });
  res.cookie(XsrfCookie, xsrf, { ...common, httpOnly: false });
}

export function clearSessionCookies(res: Response, secure: boolean): void {
  const common: CookieOptions = { sameSite: 'lax', secure, path: '/' };
  res.clearCookie(SessionCookie, { ...common, httpOnly: true });
  res.clearCookie(XsrfCookie, common);
}

/** Cookies of a raw Cookie header (the socket handshake has no cookie-parser). */
export function parseCookieHeader(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';').map((p) => p.trim())) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      cookies[name] ??= decodeURIComponent(raw);
    } catch {
      cookies[name] ??= raw;
    }
  }
  return cookies;
}
