import { sql, type Kysely } from 'kysely';

/**
 * The client portal's document queries (issue 14): which project's client sees an attachment and
 * where its review stands, as generated columns over the document, with a partial index for the
 * attachments a client sees (most never are). Rows written before have neither key in their
 * document: they read as notSubmitted, internal, file version 1 (the queries default them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table attachments
    add column review_state text generated always as (coalesce(doc->'clientReview'->>'state', 'notSubmitted')) stored,
    add column client_project_id uuid generated always as ((doc->>'clientProjectId')::uuid) stored`.execute(db);
  await sql`create index attachments_client_project on attachments (client_project_id, review_state)
    where client_project_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists attachments_client_project`.execute(db);
  await sql`alter table attachments drop column if exists review_state, drop column if exists client_project_id`.execute(
    db,
  );
}
