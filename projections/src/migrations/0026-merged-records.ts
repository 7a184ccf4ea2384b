import { sql, type Kysely } from 'kysely';

/**
 * Merged-away records (issue 32): which record each one was merged into, so its route answers
 * with the survivor (a 301) and a link to it in an old e-mail or a recently-viewed list still
 * leads somewhere. One row per merge, keyed by the merge: its undo marks it undone (`undone_at`)
 * rather than removing it, so a second undo is told the merge was undone already, not that it
 * never happened; a record merged, put back and merged again has a row per merge.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table merged_records (
      merge_id uuid primary key,
      id uuid not null,
      survivor_id uuid not null,
      type text not null,
      -- A merged-away contact's reference (CON-000042), which its route also answers to.
      reference text,
      merged_at timestamptz not null,
      undone_at timestamptz
    )`.execute(db);
  // At most one standing merge per record: it is closed while merged away.
  await sql`create unique index merged_records_standing on merged_records (id) where undone_at is null`.execute(db);
  await sql`create index merged_records_reference on merged_records (reference) where undone_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table merged_records`.execute(db);
}
