import { SetMetadata } from '@nestjs/common';
import type { RoleName } from '@dealbook/contracts';

export const ACCESS_RULE = 'dealbook:access-rule';
export const ACCEPTS_PROVIDER_TOKEN = 'dealbook:accepts-identity-provider-token';

/** What a route declares about who may call it; a route that declares nothing is refused. */
export type AccessRule = { kind: 'public' } | { kind: 'signed-in' } | { kind: 'roles'; roles: readonly RoleName[] };

/** Anyone, signed in or not. */
export const Public = () => SetMetadata(ACCESS_RULE, { kind: 'public' } satisfies AccessRule);

/** Any signed-in user, whatever the role (client and external included). */
export const SignedIn = () => SetMetadata(ACCESS_RULE, { kind: 'signed-in' } satisfies AccessRule);

/** Signed-in users passing one of the role checks of spec §6 (staff roles are hierarchical). */
export function Roles(...roles: [RoleName, ...RoleName[]]) {
  return SetMetadata(ACCESS_RULE, { kind: 'roles', roles } satisfies AccessRule);
}

/**
 * Beside @SignedIn: a bearer token of the corporate identity provider also signs the caller in
 * (for the token exchange of spec §7.1 only; every other route takes Dealbook's own sessions).
 */
export const AcceptsIdentityProviderToken = () => SetMetadata(ACCEPTS_PROVIDER_TOKEN, true);
