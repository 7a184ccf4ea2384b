/**
 * The sign-in throttle's policy (docs/product.md, "Sign-in throttling"). Failures are counted for one
 * account from one address, and for one address on accounts that do not exist. The first
 * `free` failures in the window cost nothing; after them each attempt waits for a back-off that
 * doubles with every further failure, counted from the latest, up to `maxDelaySeconds`. Nothing
 * is counted per account alone: that would let anybody lock a colleague out by typing wrong
 * passwords for them.
 */
export type ThrottleScope = 'account' | 'address';

export interface BackoffRule {
  /** Failures allowed in the window before back-off starts. */
  free: number;
  /** How long a failure counts. */
  windowSeconds: number;
  /** The wait after the first failure past `free`; it doubles with each further one. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

export const signInBackoff: Record<ThrottleScope, BackoffRule> = {
  account: { free: 5, windowSeconds: 60 * 60, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60 },
  address: { free: 20, windowSeconds: 60 * 60, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60 },
};

export const longestWindowSeconds = Math.max(...Object.values(signInBackoff).map((rule) => rule.windowSeconds));

/** How long after the latest of `failures` failures the next attempt must wait (0: at once). */
export function backoffSeconds(rule: BackoffRule, failures: number): number {
  if (failures < rule.free) return 0;
  const doublings = Math.min(failures - rule.free, 30);
  return Math.min(rule.maxDelaySeconds, rule.firstDelaySeconds * 2 ** doublings);
}

/** Seconds still to wait, given the failures counted and how long ago the latest was. */
export function waitSeconds(rule: BackoffRule, failures: number, sinceLatestSeconds: number): number {
  const remaining = backoffSeconds(rule, failures) - sinceLatestSeconds;
  return remaining > 0 ? Math.ceil(remaining) : 0;
}

/** The key of one account tried from one address (e-mails hold no spaces). */
export function accountFromAddressKey(email: string, address: string | undefined): string {
  return `${address ?? 'unknown'} ${email.toLowerCase()}`;
}
