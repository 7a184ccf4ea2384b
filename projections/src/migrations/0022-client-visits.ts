import { sql, type Kysely } from 'kysely';

/**
 * When each client user last opened each of their projects in the portal (issue 14): a map of
 * project id to ISO 8601 UTC time on the user's row, kept from `ClientProjectVisited`. Empty for
 * everyone at first: no visit was recorded before the portal existed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column client_visits jsonb not null default '{}'::jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column client_visits`.execute(db);
}
