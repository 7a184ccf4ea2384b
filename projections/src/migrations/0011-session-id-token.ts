import { sql, type Kysely } from 'kysely';

/**
 * A single sign-on session keeps the provider's ID token, so that signing out of Dealbook can
 * also end the session at the provider (OpenID Connect RP-initiated logout, `id_token_hint`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column id_token text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions drop column if exists id_token`.execute(db);
}
