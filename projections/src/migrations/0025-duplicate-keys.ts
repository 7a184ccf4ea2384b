import { sql, type Kysely } from 'kysely';

/**
 * Possible duplicates (issue 32) are found by comparing keys that forgive how people write the
 * same name twice. The keys are SQL functions, the one place they are defined: the import's dry
 * run, the create forms' check and the merge suggestions all query them, and each has an
 * expression index so a check at a million contacts is one indexed lookup. They are IMMUTABLE
 * (built only from immutable built-ins) as an expression index requires.
 *
 * company_name_key: lower case; "&" read as "and"; punctuation and spacing dropped; trailing legal
 * forms (Ltd, Limited, LLP, PLC, Inc, LLC, Corp, GmbH, "& Co", …) dropped, unless nothing would
 * be left. "Acme Widgets Ltd." and "ACME  widgets limited" give the same key, "acmewidgets".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function company_name_key(name text) returns text
    language sql immutable parallel safe returns null on null input
    as $$
      select regexp_replace(
        coalesce(
          nullif(
            regexp_replace(spaced, '( (and )?(ltd|limited|llp|plc|inc|incorporated|llc|corp|corporation|co|company|gmbh|ag|sa|sarl|bv|nv|pty|lp))+$', ''),
            ''),
          spaced),
        ' ', '', 'g')
      from (
        select btrim(regexp_replace(replace(lower(name), '&', ' and '), '[^[:alnum:]]+', ' ', 'g')) as spaced
      ) as words
    $$`.execute(db);
  // A person's name: first and last name, lower case, without punctuation or spacing.
  await sql`
    create or replace function person_name_key(first_name text, last_name text) returns text
    language sql immutable parallel safe
    as $$
      select regexp_replace(lower(coalesce(first_name, '') || coalesce(last_name, '')), '[^[:alnum:]]+', '', 'g')
    $$`.execute(db);
  // A telephone number's last ten digits ("+44 20 7946 0000" and "020 7946 0000" meet); null
  // for fewer than seven digits, which say too little to match on.
  await sql`
    create or replace function phone_key(phone text) returns text
    language sql immutable parallel safe
    as $$
      select case when length(digits) >= 7 then right(digits, 10) end
      from (select regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') as digits) as d
    $$`.execute(db);
  await sql`create index companies_name_dedupe on companies (company_name_key(company_name))`.execute(db);
  await sql`create index contacts_name_dedupe on contacts (person_name_key(first_name, last_name))`.execute(db);
  await sql`create index contacts_telephone_dedupe on contacts (phone_key(doc->>'telephone'))`.execute(db);
  await sql`create index contacts_mobile_dedupe on contacts (phone_key(doc->>'mobile'))`.execute(db);
  // The dry run names the records a row may duplicate, to open and compare.
  await sql`alter table import_preview add column duplicate_of jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table import_preview drop column if exists duplicate_of`.execute(db);
  for (const index of [
    'companies_name_dedupe',
    'contacts_name_dedupe',
    'contacts_telephone_dedupe',
    'contacts_mobile_dedupe',
  ]) {
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  }
  await sql`drop function if exists company_name_key(text)`.execute(db);
  await sql`drop function if exists person_name_key(text, text)`.execute(db);
  await sql`drop function if exists phone_key(text)`.execute(db);
}
