import { Inject, Injectable } from '@nestjs/common';
import type { SessionUser } from '@dealbook/contracts';
import type { UserRecord } from '@dealbook/projections';
import { UsersService } from '../accounts/users.service.js';
import { AuthenticationCache } from './authentication-cache.js';
import { type LiveSession, SessionsService } from './sessions.service.js';
import { SessionTokenService } from './session-token.service.js';

/** A caller signed in with one of Dealbook's own session tokens. */
export interface SessionAuthentication {
  user: SessionUser;
  /** Cookie-borne sessions need the XSRF check on writes; bearer tokens cannot be forged by a page. */
  via: 'bearer' | 'cookie';
  token: string;
  session: LiveSession;
}

/** A caller who presented a token of the corporate identity provider (POST /api/login/token only). */
export interface IdentityProviderAuthentication {
  user: SessionUser;
  via: 'identity-provider';
  token: string;
}

export type Authentication = SessionAuthentication | IdentityProviderAuthentication;

export interface PresentedCredentials {
  /** The raw Authorization header, or a bare token (socket handshake `auth.token`). */
  authorization?: string;
  sessionCookie?: string;
}

export function toSessionUser(user: UserRecord): SessionUser {
  const { _id, email, firstName, lastName, fullName, role } = user;
  return { _id, email, firstName, lastName, fullName, role };
}

/** The bearer token of an Authorization header (or a bare token), if any. */
export function bearerToken(authorization: string | undefined): string | undefined {
  return authorization?.replace(/^Bearer\s+/i, '').trim() || undefined;
}

/** Shared by the HTTP guard and the socket handshake: who presents these credentials. */
@Injectable()
export class Authenticator {
  constructor(
    @Inject(SessionTokenService) private readonly tokens: SessionTokenService,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(AuthenticationCache) private readonly cache: AuthenticationCache,
  ) {}

  async authenticate(credentials: PresentedCredentials): Promise<SessionAuthentication | undefined> {
    const bearer = bearerToken(credentials.authorization);
    // An Authorization header wins over the cookie: an API client's bad token must not be
    // rescued by a browser session it happens to carry.
    const token = bearer ?? credentials.sessionCookie;
    if (!token) return undefined;
    const via = bearer ? 'bearer' : 'cookie';
    const known = this.cache.get(token);
    if (known) return { ...known, via, token };
    const claims = await this.tokens.verify(token);
    if (!claims) return undefined;
    // The session row says whether the token still counts (signed out, idle, expired), and the
    // read model, not the token, says who the user is now: a removed user or a changed role
    // takes effect on the next request (the cache forgets them at once, on every instance).
    const generation = this.cache.begin();
    const [session, user] = await Promise.all([this.sessions.resume(claims), this.users.findActiveById(claims.userId)]);
    if (!session || !user) return undefined;
    const signIn = { user: toSessionUser(user), session };
    this.cache.remember(token, signIn, claims.expiresAt.getTime(), generation);
    return { ...signIn, via, token };
  }
}
