import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table payments (
      id             uuid primary key,
      version        integer not null,
      doc            jsonb not null,
      status         smallint generated always as ((doc->>'status')::smallint) stored,
      due_date       text generated always as (doc->>'dueDate') stored,
      amount_inc_vat numeric generated always as ((doc->>'amountIncVAT')::numeric) stored,
      created_at     timestamptz not null,
      updated_at     timestamptz not null
    )`.execute(db);
  await sql`create index payments_due_date on payments (due_date, id)`.execute(db);
  for (const list of ['companies', 'projects']) {
    await sql`create index ${sql.id(`payments_${list}`)} on payments using gin ((doc->${sql.lit(list)}))`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists payments`.execute(db);
}
