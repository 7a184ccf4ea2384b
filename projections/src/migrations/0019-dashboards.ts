import { sql, type Kysely } from 'kysely';
import { firmTimeZone } from '../dashboards/firm-time-zone.js';

/**
 * The dashboards' read models (issue 12), all kept by the `dashboards` projection:
 * - `dashboard_calls`: one slim row per communication a member of staff logged, with its day in
 *   the firm's time zone; the covering index answers "calls per caller, day, outcome and action"
 *   from the index alone.
 * - `dashboard_milestones`: who ticked each purchaser's NDA sent / NDA signed / IM sent, and the day.
 * - `dashboard_stages`: when each project entered its current status, opportunity status and deal status.
 * - `dashboard_targets`: each member's targets.
 *
 * Rows for what is already stored are filled from the other read models (the tick's actor and the
 * stage times are not kept there: the actor stays empty and a stage starts at the project's last
 * change); `npm run projections:rebuild dashboards` rebuilds them exactly from the log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table dashboard_calls (
      communication_id uuid primary key,
      version     integer not null,
      caller_id   uuid not null,
      day         date not null,
      comms_date  text not null,
      comms_type  smallint not null,
      outcome     text,
      action      smallint
    )`.execute(db);
  await sql`create index dashboard_calls_caller_day on dashboard_calls (caller_id, day)
    include (outcome, action, comms_type)`.execute(db);
  await sql`
    create table dashboard_milestones (
      purchase_id uuid not null,
      milestone   text not null,
      version     integer not null,
      actor_id    uuid,
      day         date not null,
      primary key (purchase_id, milestone)
    )`.execute(db);
  await sql`create index dashboard_milestones_actor on dashboard_milestones (actor_id, milestone, day)`.execute(db);
  await sql`
    create table dashboard_stages (
      project_id               uuid primary key,
      version                  integer not null,
      status_since             timestamptz not null,
      opportunity_status_since timestamptz not null,
      deal_status_since        timestamptz not null
    )`.execute(db);
  await sql`
    create table dashboard_targets (
      user_id        uuid primary key,
      version        integer not null,
      calls_per_day  integer,
      ndas_per_month integer
    )`.execute(db);

  const zone = firmTimeZone();
  await sql`
    insert into dashboard_calls (communication_id, version, caller_id, day, comms_date, comms_type, outcome, action)
    select id, version, created_by, ((comms_date::timestamptz) at time zone ${zone})::date, comms_date, comms_type,
           outcome, action
    from communications where created_by is not null`.execute(db);
  for (const milestone of ['sentNDA', 'signedNDA', 'sentIM']) {
    await sql`
      insert into dashboard_milestones (purchase_id, milestone, version, actor_id, day)
      select id, ${milestone}, version, null,
             (((doc->${milestone}->>'timestamp')::timestamptz) at time zone ${zone})::date
      from purchases where (doc->${milestone}->>'checked')::boolean`.execute(db);
  }
  await sql`
    insert into dashboard_stages (project_id, version, status_since, opportunity_status_since, deal_status_since)
    select id, version, updated_at, updated_at, updated_at from projects`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['dashboard_targets', 'dashboard_stages', 'dashboard_milestones', 'dashboard_calls']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
