import { sql, type Kysely } from 'kysely';

/**
 * The communication read model: the communication as a JSON document (links, contacted and
 * employees as id lists, like the tasks' documents) plus generated columns for the lists, the
 * callers' timelines and summaries. `comms_date` is ISO UTC text, so text order is time order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table communications (
      id          uuid primary key,
      version     integer not null,
      doc         jsonb not null,
      comms_date  text generated always as (doc->>'commsDate') stored,
      comms_type  smallint generated always as ((doc->>'commsType')::smallint) stored,
      outcome     text generated always as (doc->>'outcome') stored,
      action      smallint generated always as ((doc->>'action')::smallint) stored,
      created_by  uuid generated always as ((doc->>'createdBy')::uuid) stored,
      mass_id     uuid generated always as ((doc->>'massId')::uuid) stored,
      created_at  timestamptz not null,
      updated_at  timestamptz not null
    )`.execute(db);
  await sql`create index communications_date on communications (comms_date, id)`.execute(db);
  // A caller's timeline: what they logged, by date (the employees list has its GIN index below).
  await sql`create index communications_author_date on communications (created_by, comms_date)`.execute(db);
  await sql`create index communications_mass on communications (mass_id) where mass_id is not null`.execute(db);
  for (const list of ['projects', 'purchases', 'companies', 'contacts', 'employees', 'contacted']) {
    await sql`create index ${sql.id(`communications_${list}`)} on communications using gin ((doc->${sql.lit(list)}))`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists communications`.execute(db);
}
