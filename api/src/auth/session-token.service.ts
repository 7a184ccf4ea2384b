import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '@dealbook/projections';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { DATABASE } from '../infra/database/tokens.js';

const issuer = 'dealbook';
const signingKeyName = 'session-signing-key';

export interface SessionClaims {
  userId: string;
  role: number;
  expiresAt: Date;
}

/**
 * The app's own session token: an HS256 JWT (sub = user id, role, exp). The key is generated
 * once and kept in `app_secrets`, so every instance behind a load balancer accepts the tokens
 * of the others and a restart does not sign everybody out.
 */
@Injectable()
export class SessionTokenService implements OnModuleInit {
  private key: Uint8Array | undefined;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

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

  get ttlSeconds(): number {
    return this.config.sessionTtlSeconds;
  }

  async sign(user: { _id: string; role: number }): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    // `user._id` mirrors spec §3.1 (the payload carries a user reference) for the web app.
    return new SignJWT({ role: user.role, user: { _id: user._id } })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(issuer)
      .setSubject(user._id)
      .setIssuedAt(now)
      .setExpirationTime(now + this.config.sessionTtlSeconds)
      .sign(this.signingKey());
  }

  /** The token's claims, or undefined when it is malformed, forged or expired. */
  async verify(token: string): Promise<SessionClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.signingKey(), { issuer, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.role !== 'number' || !payload.exp) return undefined;
      return { userId: payload.sub, role: payload.role, expiresAt: new Date(payload.exp * 1000) };
    } catch {
      return undefined;
    }
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
