/**
 * Spec §4.1: the landing path is recorded as the return address, and the sign-in page falls back
 * to it when it has no returnUrl (§2.4) — so a deep link opened while signed out, which the
 * authenticated guard sends to /logged-out, still ends on the page that was asked for.
 * Session storage: per tab, gone with the tab.
 */
const key = 'dealbook.returnAddress';

export function rememberReturnAddress(path: string): void {
  try {
    sessionStorage.setItem(key, path);
  } catch {
    // Storage can be disabled; the sign-in then lands on the default page.
  }
}

export function recalledReturnAddress(): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function forgetReturnAddress(): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing to forget.
  }
}
