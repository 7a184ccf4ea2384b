import type { CookieOptions, Response } from 'express';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { ssoStartPath } from '@dealbook/contracts';

/** What the callback needs to finish a sign-in the browser started. */
export interface SsoFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnUrl: string;
}

export const ssoFlowCookie = 'dealbook_sso';
const audience = 'dealbook:sso-flow';
/** Time a person has to sign in at the identity provider. */
export const ssoFlowSeconds = 10 * 60;

/**
 * The flow travels in the browser, not in server memory, so whichever instance the identity
 * provider's redirect reaches can finish it. Encrypted and authenticated (JWE, A256GCM): the
 * browser can neither read the PKCE verifier nor change the return URL.
 */
export async function sealSsoFlow(flow: SsoFlow, key: Uint8Array): Promise<string> {
  return new EncryptJWT({ ...flow })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(`${ssoFlowSeconds}s`)
    .encrypt(key);
}

/** The flow of a cookie, or undefined when it is missing, expired or not one we sealed. */
export async function openSsoFlow(sealed: string | undefined, key: Uint8Array): Promise<SsoFlow | undefined> {
  if (!sealed) return undefined;
  try {
    const { payload } = await jwtDecrypt(sealed, key, { audience, requiredClaims: ['exp'] });
    const { state, nonce, codeVerifier, returnUrl } = payload;
    if ([state, nonce, codeVerifier, returnUrl].some((value) => typeof value !== 'string')) return undefined;
    return { state, nonce, codeVerifier, returnUrl } as SsoFlow;
  } catch {
    return undefined;
  }
}

function cookieOptions(secure: boolean): CookieOptions {
  // Lax reaches the callback: the identity provider sends the browser back with a top-level GET.
  return { httpOnly: true, sameSite: 'lax', secure, path: ssoStartPath };
}

export function setSsoFlowCookie(res: Response, sealed: string, secure: boolean): void {
  res.cookie(ssoFlowCookie, sealed, { ...cookieOptions(secure), maxAge: ssoFlowSeconds * 1000 });
}

export function clearSsoFlowCookie(res: Response, secure: boolean): void {
  res.clearCookie(ssoFlowCookie, cookieOptions(secure));
}
