import { sql, type Kysely } from 'kysely';

/**
 * The purchase read model: a potential purchaser's interest in a project, as a JSON document
 * (company, project and client as ids) plus generated columns for what the purchaser lists, the
 * console and the reports filter and sort on. `company_name` and the `last_*` columns are kept
 * by the projection: the purchaser's current name (sorting, search) and the latest
 * communication linked to the purchase (the console's last contact).
 * `purchase_comms` is the projection's own note of each communication's date, type, outcome and
 * the purchases it is linked to, so that the last contact is worked out from events alone
 * (a rebuild or catch-up run does not depend on the communications read model's progress).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    create table purchases (
      id                 uuid primary key,
      version            integer not null,
      doc                jsonb not null,
      project_id         uuid generated always as ((doc->>'project')::uuid) stored,
      company_id         uuid generated always as ((doc->>'company')::uuid) stored,
      client_id          uuid generated always as ((doc->>'client')::uuid) stored,
      current_stage      text generated always as (doc->>'currentStage') stored,
      priority           smallint generated always as ((doc->>'priority')::smallint) stored,
      company_name       text not null default '',
      last_contact_id    uuid,
      -- ISO UTC text, so text order is time order.
      last_contact_date  text,
      last_contact_type  smallint,
      last_outcome       text,
      last_action        smallint,
      created_at         timestamptz not null,
      updated_at         timestamptz not null
    )`.execute(db);
  // Not unique: the decider refuses a second purchase of a company on a project, and a read
  // model that refused a row would stop a catch-up projection for good.
  await sql`create index purchases_project on purchases (project_id, company_id)`.execute(db);
  await sql`create index purchases_company on purchases (company_id)`.execute(db);
  await sql`create index purchases_client on purchases (client_id, company_id)`.execute(db);
  await sql`create index purchases_company_name_trgm on purchases using gin (company_name gin_trgm_ops)`.execute(db);
  await sql`create index purchases_company_name on purchases (lower(company_name), id)`.execute(db);
  await sql`create index purchases_created on purchases (created_at, id)`.execute(db);
  await sql`
    create table purchase_comms (
      id          uuid primary key,
      version     integer not null,
      purchases   jsonb not null,
      comms_date  text not null,
      comms_type  smallint not null,
      outcome     text,
      action      smallint
    )`.execute(db);
  await sql`create index purchase_comms_purchases on purchase_comms using gin (purchases)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists purchase_comms`.execute(db);
  await sql`drop table if exists purchases`.execute(db);
}
