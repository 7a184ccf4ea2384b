import { sql, type Kysely } from 'kysely';

/** The users read model, password hashes and shared secrets (see users/user.table.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table users (
      id         uuid primary key,
      email      text not null,
      first_name text not null,
      last_name  text not null,
      role       integer not null,
      version    integer not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index users_email on users (email)`.execute(db);
  await sql`
    create table user_credentials (
      user_id       uuid primary key,
      password_hash text not null,
      updated_at    timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table app_secrets (
      name       text primary key,
      value      text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists app_secrets`.execute(db);
  await sql`drop table if exists user_credentials`.execute(db);
  await sql`drop table if exists users`.execute(db);
}
