import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    create table companies (
      id            uuid primary key,
      version       integer not null,
      doc           jsonb not null,
      company_name  text generated always as (doc->>'companyName') stored,
      domain        text generated always as (coalesce(doc->>'domain', '')) stored,
      industry_type text generated always as (doc->>'industryType') stored,
      city          text generated always as (coalesce(doc->>'city', '')) stored,
      country       text generated always as (coalesce(doc->>'country', '')) stored,
      revenue       numeric generated always as ((doc->>'revenue')::numeric) stored,
      created_at    timestamptz not null,
      updated_at    timestamptz not null
    )`.execute(db);
  await sql`create index companies_name_trgm on companies using gin (company_name gin_trgm_ops)`.execute(db);
  await sql`create index companies_name_order on companies (lower(company_name), id)`.execute(db);
  await sql`create index companies_created_at on companies (created_at, id)`.execute(db);
  await sql`create index companies_doc on companies using gin (doc jsonb_path_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists companies`.execute(db);
}
