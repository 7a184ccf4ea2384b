import { sql, type Kysely } from 'kysely';

/**
 * Issue 38: the links to buyer documents, one per recipient, with what each recipient did. The
 * token's SHA-256 finds the link a buyer opens (unique); the purchasers tab reads a purchase's or
 * a project's links. Names and e-mails are not copied here: they are the contact's, read from
 * `contacts` when shown, so an erasure reaches them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table buyer_links (
      id uuid primary key,
      version integer not null,
      purchase_id uuid not null,
      project_id uuid not null,
      recipient_id uuid not null,
      documents jsonb not null,
      token_hash text not null unique,
      sent_at timestamptz not null,
      sent_by uuid,
      expires_at timestamptz not null,
      revoked_at timestamptz,
      opened integer not null default 0,
      first_opened_at timestamptz,
      last_activity_at timestamptz,
      activity jsonb not null default '{}'::jsonb
    )`.execute(db);
  await sql`create index buyer_links_purchase on buyer_links (purchase_id, sent_at desc)`.execute(db);
  await sql`create index buyer_links_project on buyer_links (project_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists buyer_links`.execute(db);
}
