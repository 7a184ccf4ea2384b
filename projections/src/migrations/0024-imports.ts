import { sql, type Kysely } from 'kysely';

/**
 * Data upload (issue 16): indexes for the keys rows are matched on, and the read models of the `import-<id>` streams: each import with its state
 * and counts; the dry run's preview rows; every failed row's line and reason (the errors file
 * takes the cells from the stored file); the mappings remembered by the columns of a file; and,
 * from the records' own events that name an import (`metadata.via`), what each import created or
 * changed, which its undo puts back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The keys an import finds records by, a thousand at a time (names already have
  // companies_name_order; references their unique indexes).
  await sql`create index companies_domain on companies (domain) where domain <> ''`.execute(db);
  await sql`create index contacts_email on contacts (email) where email <> ''`.execute(db);
  await sql`create table imports (
    id uuid primary key,
    version integer not null,
    kind text not null,
    file_name text not null,
    file_key text not null,
    file_size bigint not null,
    format text not null,
    headers jsonb not null,
    mapping jsonb not null,
    mapping_remembered boolean not null,
    state text not null,
    ran boolean not null default false,
    cancel_requested boolean not null default false,
    checked jsonb,
    done jsonb not null,
    rows_done integer not null default 0,
    undone integer not null default 0,
    kept integer not null default 0,
    undo_cursor uuid,
    failure text,
    started_by uuid,
    acting_user uuid,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`.execute(db);
  await sql`create index imports_created on imports (created_at desc, id)`.execute(db);
  await sql`create index imports_at_work on imports (state) where state in ('checking', 'running', 'undoing')`.execute(
    db,
  );
  await sql`create table import_preview (
    import_id uuid not null,
    line integer not null,
    action text not null,
    "values" jsonb not null,
    detail text not null,
    primary key (import_id, line)
  )`.execute(db);
  await sql`create table import_failures (
    import_id uuid not null,
    phase text not null,
    line integer not null,
    reason text not null,
    primary key (import_id, phase, line)
  )`.execute(db);
  await sql`create table import_records (
    import_id uuid not null,
    record_id uuid not null,
    record_type text not null,
    action text not null,
    changes jsonb not null,
    primary key (import_id, record_id)
  )`.execute(db);
  await sql`create table import_mappings (
    kind text not null,
    headers_key text not null,
    mapping jsonb not null,
    updated_at timestamptz not null,
    primary key (kind, headers_key)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table import_mappings`.execute(db);
  await sql`drop table import_records`.execute(db);
  await sql`drop table import_failures`.execute(db);
  await sql`drop table import_preview`.execute(db);
  await sql`drop table imports`.execute(db);
  await sql`drop index contacts_email`.execute(db);
  await sql`drop index companies_domain`.execute(db);
}
