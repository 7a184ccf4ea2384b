import { sql, type Kysely } from 'kysely';

/**
 * Global search (spec §2.5) matches names by prefix first. Byte-ordered ("C") indexes on the
 * lower-cased names serve both the `like 'jo%'` range and the alphabetical order, so a two-letter
 * term over a million contacts reads twenty index entries instead of sorting every match.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index contacts_first_last_prefix
    on contacts ((lower(first_name) collate "C"), (lower(last_name) collate "C"), id)`.execute(db);
  await sql`
    create index contacts_last_first_prefix
    on contacts ((lower(last_name) collate "C"), (lower(first_name) collate "C"), id)`.execute(db);
  await sql`create index companies_name_prefix on companies ((lower(company_name) collate "C"), id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists contacts_first_last_prefix`.execute(db);
  await sql`drop index if exists contacts_last_first_prefix`.execute(db);
  await sql`drop index if exists companies_name_prefix`.execute(db);
}
