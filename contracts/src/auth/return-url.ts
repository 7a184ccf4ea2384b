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

/** The return URL for this user: external callers live under `/ext` (spec §4.1). */
export function returnUrlForRole(raw: string | null | undefined, role: number): string {
  const target = resolveReturnUrl(raw);
  return role === Role.external && !externalArea.test(target) ? `/ext${target}` : target;
}
