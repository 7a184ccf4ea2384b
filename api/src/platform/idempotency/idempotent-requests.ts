import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '@dealbook/projections';
import { DATABASE } from '../../kernel/database-tokens.js';
import { APP_CONFIG } from '../../kernel/config/config.module.js';
import type { AppConfig } from '../../kernel/config/app-config.js';
import type { StoredAnswer } from '../../kernel/http/stored-answer.js';

/** The table of migration 0028: the first answer to each key a user sent with a write. */
interface IdempotentRequestTable {
  user_id: string;
  key: string;
  fingerprint: string;
  first_seen_at: Date;
  lease_until: Date | null;
  status: number | null;
  headers: Record<string, string> | null;
  body: Buffer | null;
  expires_at: Date;
}

type IdempotencyDatabase = Kysely<ReadModelDatabase & { idempotent_requests: IdempotentRequestTable }>;

/** How long a running attempt holds its key without renewing it: a dead instance's key is free after this. */
export const leaseSeconds = 5;

export type Claim =
  /** This request runs: first with the key, or taking over from an attempt whose instance stopped renewing. */
  | { kind: 'run'; firstSeenAt: Date }
  /** The key's request has been answered: this one gets the same answer. */
  | { kind: 'answered'; answer: StoredAnswer }
  /** Another attempt with the key is still running. */
  | { kind: 'running' }
  /** The key was first sent with another request. */
  | { kind: 'other-request' };

/** Who sent a key, the key, and what the request was (method, path and body, hashed). */
export interface KeyedRequest {
  userId: string;
  key: string;
  fingerprint: string;
}

/**
 * The keys users sent with their writes and the first answer to each (issue 36). A request claims
 * its key in one round trip; a second request with the key reads what the first one left.
 */
@Injectable()
export class IdempotentRequests {
  private readonly db: IdempotencyDatabase;

  constructor(
    @Inject(DATABASE) db: Kysely<ReadModelDatabase>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.db = db.withTables<{ idempotent_requests: IdempotentRequestTable }>();
  }

  /**
   * Claims the key for this request. A key whose lifetime is over is a new key (the pruning every
   * minute drops the others; dropping them here cost each write a scan of its user's keys). One
   * round trip for a new key; two for one already seen.
   */
  async claim({ userId, key, fingerprint }: KeyedRequest): Promise<Claim> {
    const ttl = this.config.idempotencyKeyHours * 3600;
    const claimed = await sql<{ first_seen_at: Date }>`
      insert into idempotent_requests as r (user_id, key, fingerprint, lease_until, expires_at)
      values (${userId}, ${key}, ${fingerprint}, now() + make_interval(secs => ${leaseSeconds}),
              now() + make_interval(secs => ${ttl}))
      on conflict (user_id, key) do update
        set fingerprint = excluded.fingerprint, first_seen_at = clock_timestamp(), lease_until = excluded.lease_until,
            status = null, headers = null, body = null, expires_at = excluded.expires_at
        where r.expires_at < now()
      returning r.first_seen_at`.execute(this.db);
    const mine = claimed.rows[0];
    if (mine) return { kind: 'run', firstSeenAt: mine.first_seen_at };

    const seen = await this.db
      .selectFrom('idempotent_requests')
      .select(['fingerprint', 'status', 'headers', 'body', sql<boolean>`lease_until < now()`.as('lapsed')])
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst();
    // Expired and pruned in between: claim it afresh.
    if (!seen) return this.claim({ userId, key, fingerprint });
    if (seen.fingerprint !== fingerprint) return { kind: 'other-request' };
    if (seen.status !== null) {
      return { kind: 'answered', answer: { status: seen.status, headers: seen.headers ?? {}, body: seen.body } };
    }
    if (!seen.lapsed) return { kind: 'running' };
    const taken = await this.db
      .updateTable('idempotent_requests')
      .set({ lease_until: sql`now() + make_interval(secs => ${leaseSeconds})` })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .where('status', 'is', null)
      .where('lease_until', '<', sql<Date>`now()`)
      .returning('first_seen_at')
      .executeTakeFirst();
    return taken ? { kind: 'run', firstSeenAt: taken.first_seen_at } : { kind: 'running' };
  }

  /** The running attempt is still at work: its key stays held. */
  async renew({ userId, key }: KeyedRequest): Promise<void> {
    await this.db
      .updateTable('idempotent_requests')
      .set({ lease_until: sql`now() + make_interval(secs => ${leaseSeconds})` })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .where('status', 'is', null)
      .execute();
  }

  /** The answer every later request with the key gets. */
  async answer({ userId, key }: KeyedRequest, answer: StoredAnswer): Promise<void> {
    await this.db
      .updateTable('idempotent_requests')
      .set({ status: answer.status, headers: answer.headers, body: answer.body, lease_until: null })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .execute();
  }

  /**
   * The attempt ended without an answer worth keeping (a server error, or the client went away):
   * the next request with the key runs it again at once, with the same ids (repeatable-ids.ts).
   */
  async release({ userId, key }: KeyedRequest): Promise<void> {
    await this.db
      .updateTable('idempotent_requests')
      .set({ lease_until: sql`now() - interval '1 second'` })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .where('status', 'is', null)
      .execute();
  }

  /** Drops keys past their lifetime, a batch at a time. */
  async pruneExpired(batch = 10_000): Promise<number> {
    const result = await sql`
      delete from idempotent_requests where ctid in (
        select ctid from idempotent_requests where expires_at < now() limit ${batch}
      )`.execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }

  /**
   * Drops each user's oldest keys beyond IDEMPOTENCY_KEYS_PER_USER, so that a client writing
   * without pause cannot fill the table within a key's lifetime. A retry comes within minutes of
   * its first attempt, long before ten thousand newer writes; a key still running is kept.
   */
  async pruneBeyondCap(cap = this.config.idempotencyKeysPerUser): Promise<number> {
    const result = await sql`
      with crowded as (
        select user_id from idempotent_requests group by user_id having count(*) > ${cap}
      ), ranked as (
        select r.user_id, r.key,
               row_number() over (partition by r.user_id order by r.first_seen_at desc) as newer
        from idempotent_requests r join crowded using (user_id)
      )
      delete from idempotent_requests d using ranked
      where d.user_id = ranked.user_id and d.key = ranked.key and ranked.newer > ${cap}
        and (d.status is not null or d.lease_until < now())`.execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }
}
