import { sql, type Kysely } from 'kysely';

/**
 * Issue 3: the user fields of spec §3.1 on the users read model, plus the built-in directory's
 * one-time sign-up links and mail outbox (typed in api/src/integrations/directory/directory-tables.ts; written
 * by the API, not projected, so a rebuild leaves them alone).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      add column display_name     text not null default '',
      add column photo_url        text not null default '',
      add column is_active        boolean not null default true,
      add column is_team_member   boolean not null default false,
      add column is_external_user boolean not null default false,
      add column status           text not null default 'active',
      add column companies        jsonb not null default '[]',
      add column communications   jsonb not null default '[]',
      add column tasks            jsonb not null default '[]',
      add column projects         jsonb not null default '[]',
      add column navbar_pinned    boolean not null default false,
      add column recently_viewed  jsonb not null default '[]',
      add column deleted          boolean not null default false`.execute(db);
  await sql`create index users_role on users (role) where not deleted`.execute(db);
  await sql`
    create table signup_tokens (
      token_hash  text primary key,
      user_id     uuid not null,
      expires_at  timestamptz not null,
      used_at     timestamptz,
      created_at  timestamptz not null default now()
    )`.execute(db);
  await sql`create index signup_tokens_user_id on signup_tokens (user_id)`.execute(db);
  await sql`
    create table mail_outbox (
      id         bigserial primary key,
      recipient  text not null,
      subject    text not null,
      body       text not null,
      sent_at    timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists mail_outbox`.execute(db);
  await sql`drop table if exists signup_tokens`.execute(db);
  await sql`drop index if exists users_role`.execute(db);
  await sql`
    alter table users
      drop column display_name, drop column photo_url, drop column is_active, drop column is_team_member,
      drop column is_external_user, drop column status, drop column companies, drop column communications,
      drop column tasks, drop column projects, drop column navbar_pinned, drop column recently_viewed,
      drop column deleted`.execute(db);
}
