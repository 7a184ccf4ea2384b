import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT, decodeJwt, jwtVerify } from 'jose';
import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '@dealbook/projections';
import { DATABASE } from '../../kernel/database-tokens.js';

const issuer = 'dealbook';
const signingKeyName = 'session-signing-key';

export interface SessionClaims {
  userId: string;
  role: number;
  /** The server-side session (`sessions` row) the token stands for. */
  sessionId: string;
  expiresAt: Date;
}

/**
 * The app's own session token: an HS256 JWT (sub = user id, sid = session id, role, exp). It
 * only says which session it stands for; the `sessions` row decides whether that session is
 * still alive (revoked, idle, expired). The key is generated once and kept in `app_secrets`, so
 * every instance behind a load balancer accepts the tokens of the others and a restart does not
 * sign everybody out.
 */
@Injectable()
export class SessionTokenService implements OnModuleInit {
  private key: Uint8Array | undefined;

  constructor(@Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>) {}

  async onModuleInit(): Promise<void> {
    await this.db
      .insertInto('app_secrets')
      .values({ name: signingKeyName, value: randomBytes(32).toString('base64url') })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('app_secrets')
      .select('value')
      .where('name', '=', signingKeyName)
      .executeTakeFirstOrThrow();
    this.key = Buffer.from(row.value, 'base64url');
  }

  async sign(session: SessionClaims): Promise<string> {
    // `user._id` mirrors spec §3.1 (the payload carries a user reference) for the web app.
    return new SignJWT({ role: session.role, sid: session.sessionId, user: { _id: session.userId } })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(issuer)
      .setSubject(session.userId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(session.expiresAt.getTime() / 1000))
      .sign(this.signingKey());
  }

  /** The token's claims, or undefined when it is malformed, forged or expired. */
  async verify(token: string): Promise<SessionClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.signingKey(), { issuer, algorithms: ['HS256'] });
      const { sub, role, sid, exp } = payload;
      if (typeof sub !== 'string' || typeof role !== 'number' || typeof sid !== 'string' || !exp) return undefined;
      return { userId: sub, role, sessionId: sid, expiresAt: new Date(exp * 1000) };
    } catch {
      return undefined;
    }
  }

  /** Whether a token claims to be one of ours (never hand such a token to anybody else). */
  static isOwnToken(token: string): boolean {
    try {
      return decodeJwt(token).iss === issuer;
    } catch {
      return false;
    }
  }

  /** A key for another purpose, derived from the signing key so that no key serves two uses. */
  derivedKey(purpose: string): Uint8Array {
    return createHmac('sha256', this.signingKey()).update(`dealbook:${purpose}`).digest();
  }

  /**
   * The XSRF token that goes with a session token. Derived from it rather than random, so a
   * cookie planted by a sibling subdomain cannot be paired with the victim's session.
   */
  xsrfFor(sessionToken: string): string {
    return createHmac('sha256', this.signingKey()).update(`xsrf:${sessionToken}`).digest('base64url');
  }

  xsrfMatches(sessionToken: string, candidate: string | undefined): boolean {
    if (!candidate) return false;
    const expected = Buffer.from(this.xsrfFor(sessionToken));
    const given = Buffer.from(candidate);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private signingKey(): Uint8Array {
    if (!this.key) throw new Error('SessionTokenService used before the module was initialised');
    return this.key;
  }
}
