import { sql, type Kysely } from 'kysely';

/** Child tables index each id list on its own, so "the tasks of company X" is an index lookup. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table tasks (
      id         uuid primary key,
      version    integer not null,
      doc        jsonb not null,
      subject    text generated always as (doc->>'subject') stored,
      status     smallint generated always as ((doc->>'status')::smallint) stored,
      priority   smallint generated always as ((doc->>'priority')::smallint) stored,
      -- ISO UTC text (the API normalises it), so text order is time order; a timestamptz cast
      -- would not be immutable enough for a generated column.
      due_date   text generated always as (doc->>'dueDate') stored,
      completed  boolean generated always as ((doc->>'status')::smallint = 3) stored,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index tasks_subject_trgm on tasks using gin (subject gin_trgm_ops)`.execute(db);
  await sql`create index tasks_due_date on tasks (due_date, id)`.execute(db);
  await sql`create index tasks_assigned_to on tasks using gin ((doc->'assignedTo'))`.execute(db);
  for (const list of ['companies', 'contacts', 'projects', 'purchases', 'events']) {
    await sql`create index ${sql.id(`tasks_${list}`)} on tasks using gin ((doc->${sql.lit(list)}))`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists tasks`.execute(db);
}
