import { sql, type Kysely } from 'kysely';

/**
 * The client's approval of purchasers (issue 14): the review's state and submission time as
 * generated columns, so the approvals a client sees and the overdue ones across every project are
 * read from an index rather than from the document. Purchases registered before read as
 * notSubmitted, like the API shows them; the index leaves those (most rows) out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table purchases
      add column review_state text generated always as
        (coalesce(doc->'clientReview'->>'state', 'notSubmitted')) stored,
      add column review_submitted_at text generated always as (doc->'clientReview'->>'submittedAt') stored`.execute(db);
  await sql`create index purchases_review on purchases (review_state, review_submitted_at, project_id)
    where review_state <> 'notSubmitted'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index purchases_review`.execute(db);
  await sql`alter table purchases drop column review_submitted_at, drop column review_state`.execute(db);
}
