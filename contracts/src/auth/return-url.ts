import { Role } from '../roles.js';

export const defaultReturnUrl = '/dashboard';

/** Pages that make no sense to return to after signing in (the last two would undo it). */
const publicPaths = new Set(['/', '/login', '/logout', '/logged-out']);

/**
 * Where to go after signing in (spec §4.1): the requested in-app path, with `/` and `/login`
 * (and the other public pages) replaced by the dashboard. Anything that is not a same-origin
 * path is refused so a crafted link cannot send a person to another site. The server applies
 * it to the single sign-on redirect, the web app to its own navigation.
 */
export function resolveReturnUrl(raw: string | null | undefined): string {
  const candidate = raw?.trim() ?? '';
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) {
    return defaultReturnUrl;
  }
  if ([...candidate].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return defaultReturnUrl;
  }
  const path = candidate.split(/[?#]/, 1)[0] ?? '';
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return publicPaths.has(normalised) ? defaultReturnUrl : candidate;
}

const externalArea = /^\/ext(?:[/?#]|$)/;
const clientArea = /^\/client(?:[/?#]|$)/;

/**
 * The return URL for this user: external callers live under `/ext` (spec §4.1), clients under
 * `/client`, where a return URL elsewhere (a staff page) would only bounce off the guards.
 */
export function returnUrlForRole(raw: string | null | undefined, role: number): string {
  const target = resolveReturnUrl(raw);
  if (role === Role.external) return externalArea.test(target) ? target : `/ext${target}`;
  if (role === Role.client) return clientArea.test(target) ? target : '/client';
  return target;
}
