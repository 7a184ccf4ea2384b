import { defaultReturnUrl, resolveReturnUrl } from '@dealbook/contracts';

export { defaultReturnUrl, resolveReturnUrl, returnUrlForRole } from '@dealbook/contracts';

/** The sign-in page, remembering the page that was asked for. */
export function loginUrlFor(requested: string): string {
  const target = resolveReturnUrl(requested);
  return target === defaultReturnUrl ? '/login' : `/login?returnUrl=${encodeURIComponent(target)}`;
}
