import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type pg from 'pg';
import type { SessionUser } from '@dealbook/contracts';
import { PERSISTENCE } from '../../kernel/database-tokens.js';
import type { Persistence } from '../../infra/persistence.js';
import { SessionEndings } from './session-endings.js';
import type { LiveSession } from './sessions.service.js';
import { SessionsService } from './sessions.service.js';

/** Who a token stands for, as the database said a moment ago. */
export interface KnownSignIn {
  user: SessionUser;
  session: LiveSession;
}

interface Entry extends KnownSignIn {
  until: number;
}

/** Most tokens remembered at once; the oldest is forgotten first. */
const capacity = 10_000;

/**
 * Answers "who is this token" from memory for a few seconds (at most a tenth of the idle limit,
 * so a busy session still slides its idle end in the database), instead of two queries on every
 * request. Whatever ends or narrows a sign-in forgets it at once on every instance: the database
 * announces revoked sessions and changed users on `dealbook_access` (migration 0016), and this
 * instance forgets its own sign-outs and user changes before it answers them. While that channel
 * is not being listened to, nothing is remembered.
 */
@Injectable()
export class AuthenticationCache implements OnModuleDestroy {
  private readonly entries = new Map<string, Entry>();
  /** Moves on with every forgetting, so a lookup that raced one is not remembered. */
  private generation = 0;
  private readonly ttlMs: number;
  private listener: pg.PoolClient | undefined;
  private connecting: Promise<void> | undefined;
  private closed = false;
  private readonly stopListening: () => void;
  private readonly logger = new Logger('AuthenticationCache');

  constructor(
    @Inject(PERSISTENCE) private readonly persistence: Persistence,
    @Inject(SessionEndings) endings: SessionEndings,
    @Inject(SessionsService) sessions: SessionsService,
  ) {
    this.ttlMs = Math.min(5_000, sessions.idleSeconds * 100);
    this.stopListening = endings.onEnded((sessionId) => this.forgetSession(sessionId));
  }

  get(token: string): KnownSignIn | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until > Date.now() && this.listener) return entry;
    this.entries.delete(token);
    return undefined;
  }

  /** Taken before reading the database; `remember` keeps the answer only if nothing was forgotten since. */
  begin(): number {
    return this.generation;
  }

  remember(token: string, known: KnownSignIn, tokenExpiresAt: number, generation: number): void {
    if (!this.listener) {
      this.listen();
      return;
    }
    if (generation !== this.generation) return;
    if (this.entries.size >= capacity) this.entries.delete(this.entries.keys().next().value!);
    const until = Math.min(Date.now() + this.ttlMs, known.session.expiresAt.getTime(), tokenExpiresAt);
    this.entries.set(token, { ...known, until });
  }

  forgetUser(userId: string): void {
    this.generation++;
    for (const [token, entry] of this.entries) if (entry.user._id === userId) this.entries.delete(token);
  }

  forgetSession(sessionId: string): void {
    this.generation++;
    for (const [token, entry] of this.entries) if (entry.session.id === sessionId) this.entries.delete(token);
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    this.stopListening();
    this.entries.clear();
    const listener = this.listener;
    this.listener = undefined;
    await this.connecting?.catch(() => undefined);
    if (listener) {
      await listener.query('unlisten *').catch(() => undefined);
      listener.release(true);
    }
  }

  private listen(): void {
    if (this.closed || this.connecting) return;
    this.connecting = (async () => {
      const client = await this.persistence.pool.connect();
      client.on('notification', ({ payload = '' }) => {
        const [kind, id = ''] = payload.split(':');
        if (kind === 'user') this.forgetUser(id);
        else if (kind === 'session') this.forgetSession(id);
      });
      // Without the channel a revocation elsewhere could go unheard: forget everything and stop
      // remembering until a later lookup listens again.
      const lost = (reason: string, error?: Error) => {
        if (this.closed || this.listener !== client) return;
        this.logger.warn(`Lost the access channel (${reason}); answering from the database until it is back`);
        this.listener = undefined;
        this.generation++;
        this.entries.clear();
        client.release(error ?? true);
      };
      client.on('error', (error) => lost(error.message, error));
      client.on('end', () => lost('connection ended'));
      try {
        await client.query('listen dealbook_access');
      } catch (error) {
        client.release(error instanceof Error ? error : true);
        throw error;
      }
      if (this.closed) client.release(true);
      else this.listener = client;
    })()
      .catch((error: unknown) => this.logger.warn(`Could not listen for access changes: ${String(error)}`))
      .finally(() => {
        this.connecting = undefined;
      });
  }
}
