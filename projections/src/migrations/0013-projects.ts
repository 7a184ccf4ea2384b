import { sql, type Kysely } from 'kysely';

/**
 * The project read model: the project as a JSON document (client, people and links as ids, as
 * the events hold them) plus generated columns for what the lists, kanban boards, counts and
 * reports filter and sort on. Dates are ISO UTC text, so text order is time order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Project references (PRJ-000042) are numbered from here; the handler draws before it appends.
  await sql`create sequence if not exists project_reference_seq`.execute(db);
  await sql`
    create table projects (
      id                    uuid primary key,
      version               integer not null,
      doc                   jsonb not null,
      reference             text generated always as (doc->>'reference') stored,
      project_name          text generated always as (doc->>'projectName') stored,
      client_id             uuid generated always as ((doc->>'client')::uuid) stored,
      client_name           text not null default '',
      status                smallint generated always as ((doc->>'status')::smallint) stored,
      opportunity_status    smallint generated always as ((doc->>'opportunityStatus')::smallint) stored,
      deal_status           smallint generated always as ((doc->>'dealStatus')::smallint) stored,
      is_deal               boolean generated always as ((doc->>'isDeal')::boolean) stored,
      service_of_interest   smallint generated always as ((doc->>'serviceOfInterest')::smallint) stored,
      owner_id              uuid generated always as ((doc->>'owner')::uuid) stored,
      expected_completion   text generated always as (doc->>'expectedCompletion') stored,
      initial_meeting_date  text generated always as (doc->>'initialMeetingDate') stored,
      introduction_date     text generated always as (doc->>'introductionDate') stored,
      created_at            timestamptz not null,
      updated_at            timestamptz not null
    )`.execute(db);
  await sql`create unique index projects_reference on projects (reference)`.execute(db);
  await sql`create index projects_name_trgm on projects using gin (project_name gin_trgm_ops)`.execute(db);
  await sql`create index projects_name_c on projects (lower(project_name) collate "C", id)`.execute(db);
  await sql`create index projects_client on projects (client_id)`.execute(db);
  await sql`create index projects_kind_status on projects (is_deal, service_of_interest, status)`.execute(db);
  await sql`create index projects_owner on projects (owner_id)`.execute(db);
  await sql`create index projects_created on projects (created_at, id)`.execute(db);
  await sql`create index projects_people on projects using gin ((doc->'blueboxContacts'))`.execute(db);
  await sql`create index projects_callers on projects using gin ((doc->'externalCallers'))`.execute(db);
  await sql`create index projects_products on projects using gin ((doc->'velocityProducts'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists projects`.execute(db);
  await sql`drop sequence if exists project_reference_seq`.execute(db);
}
