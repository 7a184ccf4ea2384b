/** Who the identity provider says signed in. */
export interface ProviderIdentity {
  issuer: string;
  subject: string;
  /** Lower-cased; undefined when no claim holds an e-mail address. */
  email: string | undefined;
  /** The ID token it came in, when it came from a sign-in flow (kept for signing out there). */
  idToken?: string;
}

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function asEmail(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().toLowerCase();
  return emailShape.test(trimmed) && trimmed.length <= 320 ? trimmed : undefined;
}

/**
 * The e-mail address of an ID token or userinfo answer: `email`, unless the provider says it is
 * unverified; else `preferred_username` or `upn` when they are addresses (Entra ID sends those
 * rather than `email` unless configured to).
 */
export function emailFromClaims(claims: Readonly<Record<string, unknown>>): string | undefined {
  const email = claims.email_verified === false ? undefined : asEmail(claims.email);
  return email ?? asEmail(claims.preferred_username) ?? asEmail(claims.upn);
}
