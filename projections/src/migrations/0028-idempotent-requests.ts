import { sql, type Kysely } from 'kysely';

/**
 * Issue 36: the first answer to each `Idempotency-Key` a user sent with a write (typed in
 * api/src/platform/idempotency/idempotent-requests.ts). A request runs under a lease its instance
 * renews while it works; an answer, once recorded, is what every retry with the key gets back.
 * Not a read model: no projection writes it and a rebuild leaves it alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table idempotent_requests (
      user_id       uuid not null,
      key           text not null,
      fingerprint   text not null,
      first_seen_at timestamptz not null default clock_timestamp(),
      lease_until   timestamptz,
      status        smallint,
      headers       jsonb,
      body          bytea,
      expires_at    timestamptz not null,
      primary key (user_id, key)
    )`.execute(db);
  await sql`create index idempotent_requests_expires_at on idempotent_requests (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists idempotent_requests`.execute(db);
}
