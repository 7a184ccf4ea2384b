import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  // event_date is written by the projection: a text -> timestamptz cast is not immutable, so it
  // cannot be a generated column.
  await sql`
    create table crm_events (
      id             uuid primary key,
      version        integer not null,
      doc            jsonb not null,
      event_date     timestamptz not null,
      description    text generated always as (doc->>'description') stored,
      event_type     integer generated always as ((doc->>'eventType')::integer) stored,
      status         integer generated always as ((doc->>'status')::integer) stored,
      city           text generated always as (coalesce(doc->>'city', '')) stored,
      budgeted_cost  numeric generated always as ((doc->>'budgetedCost')::numeric) stored,
      actual_cost    numeric generated always as ((doc->>'actualCost')::numeric) stored,
      attendee_count integer generated always as (jsonb_array_length(doc->'attendees')) stored,
      created_at     timestamptz not null,
      updated_at     timestamptz not null
    )`.execute(db);
  await sql`create index crm_events_description_trgm on crm_events using gin (description gin_trgm_ops)`.execute(db);
  await sql`create index crm_events_date on crm_events (event_date desc, id)`.execute(db);
  // `attendees @> [{attendee: id}]`: a contact's events attended.
  await sql`create index crm_events_doc on crm_events using gin (doc jsonb_path_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists crm_events`.execute(db);
}
