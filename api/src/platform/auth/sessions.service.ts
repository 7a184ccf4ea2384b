import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '@dealbook/projections';
import { APP_CONFIG } from '../../kernel/config/config.module.js';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { authDatabase, type AuthDatabase } from './auth-tables.js';
import type { ClientInfo } from './client-info.js';
import { SessionEndings } from './session-endings.js';
import { type SessionClaims, SessionTokenService } from './session-token.service.js';
import { newId } from '../../kernel/ids.js';

/** A session that is alive: not revoked, not past its end, not idle too long. */
export interface LiveSession {
  id: string;
  expiresAt: Date;
  /** When it ends if nothing uses it: the idle limit after its last use, or its end. */
  idleExpiresAt: Date;
}

export interface StartedSession extends LiveSession {
  token: string;
}

/** Ended sessions stay this long for the audit, then the next sign-in clears them away. */
const keepEndedSessionsDays = 30;

/**
 * Server-side sessions (DESIGN §7, spec §4.1 and §9). Each sign-in is a `sessions` row; the
 * token names the row. Use slides the idle limit forward, but writes `last_seen_at` at most
 * every few seconds (30 s at the spec's limit) so busy pages do not turn every read into a
 * write. Times are the database's, so instances with skewed clocks agree.
 */
@Injectable()
export class SessionsService {
  private readonly db: AuthDatabase;

  constructor(
    @Inject(DATABASE) db: Kysely<ReadModelDatabase>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SessionTokenService) private readonly tokens: SessionTokenService,
    @Inject(SessionEndings) private readonly endings: SessionEndings,
  ) {
    this.db = authDatabase(db);
  }

  get idleSeconds(): number {
    return this.config.sessionIdleSeconds;
  }

  /** How stale `last_seen_at` may get before a request refreshes it. */
  private get touchAfterSeconds(): number {
    return Math.min(30, this.idleSeconds / 10);
  }

  async start(user: { _id: string; role: number }, client: ClientInfo, idToken?: string): Promise<StartedSession> {
    const id = newId();
    const row = await this.db
      .insertInto('sessions')
      .values({
        id,
        user_id: user._id,
        expires_at: sql<Date>`now() + make_interval(secs => ${this.config.sessionTtlSeconds})`,
        revoked_at: null,
        user_agent: client.userAgent?.slice(0, 512) ?? null,
        ip: client.ip ?? null,
        id_token: idToken ?? null,
      })
      .returning(['last_seen_at', 'expires_at'])
      .executeTakeFirstOrThrow();
    await this.db
      .deleteFrom('sessions')
      .where('expires_at', '<', sql<Date>`now() - make_interval(days => ${keepEndedSessionsDays})`)
      .execute();
    const token = await this.tokens.sign({
      userId: user._id,
      role: user.role,
      sessionId: id,
      expiresAt: row.expires_at,
    });
    return { id, token, expiresAt: row.expires_at, idleExpiresAt: this.idleEnd(row.last_seen_at, row.expires_at) };
  }

  /** The live session these token claims stand for, its use recorded; undefined when it has ended. */
  async resume(claims: SessionClaims): Promise<LiveSession | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .select(['id', 'last_seen_at', 'expires_at', sql<Date>`now()`.as('now')])
      .where('id', '=', claims.sessionId)
      .where('user_id', '=', claims.userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .where('last_seen_at', '>=', sql<Date>`now() - make_interval(secs => ${this.idleSeconds})`)
      .executeTakeFirst();
    if (!row) return undefined;
    let lastSeen = row.last_seen_at;
    if (row.now.getTime() - lastSeen.getTime() >= this.touchAfterSeconds * 1000) {
      await this.db.updateTable('sessions').set({ last_seen_at: row.now }).where('id', '=', row.id).execute();
      lastSeen = row.now;
    }
    return { id: row.id, expiresAt: row.expires_at, idleExpiresAt: this.idleEnd(lastSeen, row.expires_at) };
  }

  /** The keepalive ping: records activity now, whatever the write throttle says. */
  async keepAlive(sessionId: string): Promise<LiveSession | undefined> {
    const row = await this.db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now()` })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['id', 'last_seen_at', 'expires_at'])
      .executeTakeFirst();
    return (
      row && { id: row.id, expiresAt: row.expires_at, idleExpiresAt: this.idleEnd(row.last_seen_at, row.expires_at) }
    );
  }

  /**
   * Ends a session; answers the provider's ID token of a single sign-on session, which is
   * forgotten here (it is needed once, to sign out at the provider).
   */
  async revoke(sessionId: string): Promise<{ idToken: string | null } | undefined> {
    const row = await this.db
      .with('ended', (db) =>
        db
          .selectFrom('sessions')
          .select(['id', 'id_token'])
          .where('id', '=', sessionId)
          .where('revoked_at', 'is', null)
          .forUpdate(),
      )
      .updateTable('sessions')
      .from('ended')
      .set({ revoked_at: sql<Date>`now()`, id_token: null })
      .whereRef('sessions.id', '=', 'ended.id')
      .returning('ended.id_token')
      .executeTakeFirst();
    this.endings.ended(sessionId);
    return row && { idToken: row.id_token };
  }

  /**
   * Which of these sessions are still alive, without recording a use: open sockets are not
   * activity, so a browser left idle still reaches its limit.
   */
  async liveAmong(sessionIds: readonly string[]): Promise<Set<string>> {
    if (sessionIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('sessions')
      .select('id')
      .where('id', 'in', [...sessionIds])
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .where('last_seen_at', '>=', sql<Date>`now() - make_interval(secs => ${this.idleSeconds})`)
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  private idleEnd(lastSeen: Date, expiresAt: Date): Date {
    const idleEnd = lastSeen.getTime() + this.idleSeconds * 1000;
    return new Date(Math.min(idleEnd, expiresAt.getTime()));
  }
}
