import { hasRole, Role, type RoleName } from '@dealbook/contracts';
import { loginUrlFor } from '../../auth/utils/returnUrl.js';

/** The route guards of spec §6; the role guards are named after the role they check. */
export type GuardName = 'authenticated' | RoleName;

/** Where a signed-in person belongs (spec §4.1): external callers under /ext, clients under /client. */
export function landingFor(role: number): string {
  if (role === Role.external) return '/ext/dashboard';
  if (role === Role.client) return '/client';
  return '/dashboard';
}

/**
 * The guard's decision for `requested` (path and query): `null` lets the person through, a
 * string is where to send them instead. Signed out, the authenticated guard goes to
 * /logged-out and every role guard to /login with the return URL (spec §6). Signed in without the
 * role, the person goes to their own landing page; sending them to /login would bounce straight
 * back here through the logged-in guard.
 */
export function guardRedirect(guard: GuardName, role: number | null, requested: string): string | null {
  if (role === null) return guard === 'authenticated' ? '/logged-out' : loginUrlFor(requested);
  if (guard === 'authenticated' || hasRole(role, guard)) return null;
  return landingFor(role);
}

/**
 * The secure layout (sidebar, top bar, staff screens) is the staff's. Spec §2.1 guards /companies
 * and /contacts by authentication only, so an external caller or a client who types one would get
 * the staff shell, its buttons and a 403 from every call: they go to their own home instead.
 */
export function secureLayoutRedirect(role: number): string | null {
  return hasRole(role, 'user') ? null : landingFor(role);
}

/** Who passes each guard, in words: the role guards of staff let every higher role through. */
const whoMay: Record<Exclude<GuardName, 'authenticated'>, string> = {
  client: 'clients',
  external: 'external callers',
  user: 'staff',
  manager: 'managers and administrators',
  admin: 'administrators',
  superadmin: 'super administrators',
};

/**
 * Why a signed-in person was sent away from a screen, e.g. "Only administrators can upload data."
 * Being sent to the dashboard without a word reads as a broken link; the reason says it is not.
 */
export function refusalReason(guard: GuardName, screen: string): string | null {
  return guard === 'authenticated' ? null : `Only ${whoMay[guard]} can ${screen}.`;
}
