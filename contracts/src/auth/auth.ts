/** The signed-in user as the session and the web app know them. */
export interface SessionUser {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  role: number;
}

export interface LoginResponse {
  userToken: string;
  user: SessionUser;
}

export const SessionCookie = 'dealbook_session';
export const XsrfCookie = 'XSRF-TOKEN';
export const XsrfHeader = 'X-XSRF-TOKEN';

// The login schema in a module of its own keeps zod out of the sign-in page's first download.
export * from './login-body.js';
export * from './return-url.js';
export * from './auth-response.js';

/** GET /api/login/options: what the sign-in page offers. */
export interface LoginOptions {
  /** Whether the e-mail and password form is offered (PASSWORD_SIGN_IN). */
  password: boolean;
  /** The corporate single sign-on, when configured: the button reads "Sign in with {name}". */
  sso: { name: string } | null;
  /** BRAND_NAME: "Please sign in using your {brand} credentials". */
  brand: string;
}

/** POST /api/keepalive: when the session ends if nothing else happens. */
export interface KeepaliveResponse {
  idleExpiresAt: string;
  idleSeconds: number;
}

/**
 * POST /api/logout ends a single sign-on session with 200 and where to send the browser so the
 * identity provider ends its session too; any other sign-out answers 204 without a body.
 */
export interface LogoutResponse {
  endSessionUrl: string;
}

/** `/login?error=` after a single sign-on round trip (spec §8 toasts). */
export const SignInError = { loginFailed: 'login-failed', accessDenied: 'access-denied' } as const;
export type SignInError = (typeof SignInError)[keyof typeof SignInError];

/** The path that starts single sign-on; `?returnUrl=` says where to land afterwards. */
export const ssoStartPath = '/api/login/sso';
