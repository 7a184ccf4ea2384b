import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table notes (
      id         uuid primary key,
      version    integer not null,
      doc        jsonb not null,
      pinned     boolean generated always as (coalesce((doc->>'pinned')::boolean, false)) stored,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index notes_created_at on notes (created_at desc, id)`.execute(db);
  await sql`create index notes_content_trgm on notes using gin ((doc->>'content') gin_trgm_ops)`.execute(db);
  for (const list of ['companies', 'contacts', 'projects', 'purchases', 'events']) {
    await sql`create index ${sql.id(`notes_${list}`)} on notes using gin ((doc->${sql.lit(list)}))`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists notes`.execute(db);
}
