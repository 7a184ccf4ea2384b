import { sql, type Kysely } from 'kysely';

/**
 * Scheduled reports (issue 15): each schedule as a document with its owner and the due time of
 * its latest run, and every run with its outcome, for the report page's log. Both are read
 * models of the `schedule-<id>` streams.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table report_schedules (
    id uuid primary key,
    version integer not null,
    owner_id uuid,
    report text not null,
    doc jsonb not null,
    last_due_at timestamptz,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`.execute(db);
  await sql`create index report_schedules_report on report_schedules (report, created_at)`.execute(db);
  await sql`create table report_runs (
    schedule_id uuid not null,
    due_at timestamptz not null,
    started_at timestamptz not null,
    finished_at timestamptz,
    outcome text,
    rows integer,
    detail text not null default '',
    primary key (schedule_id, due_at)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table report_runs`.execute(db);
  await sql`drop table report_schedules`.execute(db);
}
