import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    create table attachments (
      id           uuid primary key,
      version      integer not null,
      doc          jsonb not null,
      file_name    text generated always as (doc->>'fileName') stored,
      content_type text generated always as (doc->>'contentType') stored,
      size         bigint generated always as ((doc->>'size')::bigint) stored,
      created_at   timestamptz not null,
      updated_at   timestamptz not null
    )`.execute(db);
  await sql`create index attachments_name_trgm on attachments using gin (file_name gin_trgm_ops)`.execute(db);
  await sql`create index attachments_created_at on attachments (created_at desc, id)`.execute(db);
  // Parent lists (`companies @> [id]`) are containment queries on the document.
  await sql`create index attachments_doc on attachments using gin (doc jsonb_path_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists attachments`.execute(db);
}
