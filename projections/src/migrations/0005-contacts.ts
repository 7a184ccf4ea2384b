import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  // Contact references (CON-000042) are numbered from here; the handler draws before it appends.
  await sql`create sequence if not exists contact_reference_seq`.execute(db);
  await sql`
    create table contacts (
      id          uuid primary key,
      version     integer not null,
      doc         jsonb not null,
      reference   text generated always as (doc->>'reference') stored,
      first_name  text generated always as (doc->>'firstName') stored,
      last_name   text generated always as (doc->>'lastName') stored,
      full_name   text generated always as (doc->>'fullName') stored,
      job_title   text generated always as (coalesce(doc->>'jobTitle', '')) stored,
      email       text generated always as (coalesce(doc->>'email', '')) stored,
      city        text generated always as (coalesce(doc->>'city', '')) stored,
      created_at  timestamptz not null,
      updated_at  timestamptz not null
    )`.execute(db);
  await sql`create unique index contacts_reference on contacts (reference)`.execute(db);
  await sql`create index contacts_first_name_trgm on contacts using gin (first_name gin_trgm_ops)`.execute(db);
  await sql`create index contacts_last_name_trgm on contacts using gin (last_name gin_trgm_ops)`.execute(db);
  await sql`create index contacts_full_name_trgm on contacts using gin (full_name gin_trgm_ops)`.execute(db);
  await sql`create index contacts_name_order on contacts (lower(last_name), lower(first_name), id)`.execute(db);
  await sql`create index contacts_created_at on contacts (created_at, id)`.execute(db);
  await sql`create index contacts_doc on contacts using gin (doc jsonb_path_ops)`.execute(db);
  // `companies=<id>` filters use the ?| operator, which jsonb_path_ops cannot serve.
  await sql`create index contacts_companies on contacts using gin ((doc->'companies'))`.execute(db);
  await sql`create index contacts_referrals on contacts using gin ((doc->'referrals'))`.execute(db);
  // A company's employees in the order they were linked (spec §7.10: contact-to-company appends).
  await sql`
    create table contact_companies (
      contact_id  uuid not null,
      company_id  uuid not null,
      linked_at   timestamptz not null,
      primary key (contact_id, company_id)
    )`.execute(db);
  await sql`create index contact_companies_company on contact_companies (company_id, linked_at, contact_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists contact_companies`.execute(db);
  await sql`drop table if exists contacts`.execute(db);
  await sql`drop sequence if exists contact_reference_seq`.execute(db);
}
