import { Inject, Injectable } from '@nestjs/common';
import type { SessionUser } from '@dealbook/contracts';
import type { UserRecord } from '@dealbook/projections';
import { UsersService } from '../users/users.service.js';
import { SessionTokenService } from './session-token.service.js';

export interface Authentication {
  user: SessionUser;
  /** Cookie-borne sessions need the XSRF check on writes; bearer tokens cannot be forged by a page. */
  via: 'bearer' | 'cookie';
  token: string;
}

export interface PresentedCredentials {
  /** The raw Authorization header, or a bare token (socket handshake `auth.token`). */
  authorization?: string;
  sessionCookie?: string;
}

export function toSessionUser(user: UserRecord): SessionUser {
  const { _id, email, firstName, lastName, fullName, role } = user;
  return { _id, email, firstName, lastName, fullName, role };
}

/** Shared by the HTTP guard and the socket handshake: who presents these credentials. */
@Injectable()
export class Authenticator {
  constructor(
    @Inject(SessionTokenService) private readonly tokens: SessionTokenService,
    @Inject(UsersService) private readonly users: UsersService,
  ) {}

  async authenticate(credentials: PresentedCredentials): Promise<Authentication | undefined> {
    const bearer = credentials.authorization?.replace(/^Bearer\s+/i, '').trim();
    // An Authorization header wins over the cookie: an API client's bad token must not be
    // rescued by a browser session it happens to carry.
    const token = bearer || credentials.sessionCookie;
    if (!token) return undefined;
    const claims = await this.tokens.verify(token);
    if (!claims) return undefined;
    // The read model, not the token, decides: a removed user or a changed role takes effect
    // on the next request, not when the token expires.
    const user = await this.users.findById(claims.userId);
    if (!user) return undefined;
    return { user: toSessionUser(user), via: bearer ? 'bearer' : 'cookie', token };
  }
}
