import { sql, type Kysely } from 'kysely';

/**
 * Sign-in state the API keeps beside the read models (typed in api/src/platform/auth/auth-tables.ts):
 * server-side sessions, identity-provider accounts linked to users, and failed sign-ins for the
 * rate limit. None of it is projected from the log, so a rebuild leaves it alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sessions (
      id           uuid primary key,
      user_id      uuid not null,
      created_at   timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at   timestamptz not null,
      revoked_at   timestamptz,
      user_agent   text,
      ip           text
    )`.execute(db);
  await sql`create index sessions_user_id on sessions (user_id)`.execute(db);
  await sql`create index sessions_expires_at on sessions (expires_at)`.execute(db);
  await sql`
    create table identity_links (
      issuer          text not null,
      subject         text not null,
      user_id         uuid not null,
      email           text not null,
      linked_at       timestamptz not null default now(),
      last_sign_in_at timestamptz not null default now(),
      primary key (issuer, subject),
      unique (issuer, user_id)
    )`.execute(db);
  await sql`
    create table sign_in_failures (
      id        bigserial primary key,
      scope     text not null check (scope in ('account', 'address')),
      key       text not null,
      failed_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index sign_in_failures_key on sign_in_failures (scope, key, failed_at)`.execute(db);
  await sql`create index sign_in_failures_failed_at on sign_in_failures (failed_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sign_in_failures`.execute(db);
  await sql`drop table if exists identity_links`.execute(db);
  await sql`drop table if exists sessions`.execute(db);
}
