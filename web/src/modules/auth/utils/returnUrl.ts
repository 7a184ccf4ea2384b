export const defaultReturnUrl = '/dashboard';

/** Pages that make no sense to return to after signing in (the last two would undo it). */
const publicPaths = new Set(['/', '/login', '/logout', '/logged-out']);

/**
 * Where to go after signing in (spec §4.1): the requested in-app path, with `/` and `/login`
 * (and the other public pages) replaced by the dashboard. Anything that is not a same-origin
 * path is refused so a crafted link cannot send a person to another site.
 */
export function resolveReturnUrl(raw: string | null | undefined): string {
  const candidate = raw?.trim() ?? '';
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) {
    return defaultReturnUrl;
  }
  if ([...candidate].some((char) => char.charCodeAt(0) < 0x20)) return defaultReturnUrl;
  const path = candidate.split(/[?#]/, 1)[0] ?? '';
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return publicPaths.has(normalised) ? defaultReturnUrl : candidate;
}

/** The sign-in page, remembering the page that was asked for. */
export function loginUrlFor(requested: string): string {
  const target = resolveReturnUrl(requested);
  return target === defaultReturnUrl ? '/login' : `/login?returnUrl=${encodeURIComponent(target)}`;
}
