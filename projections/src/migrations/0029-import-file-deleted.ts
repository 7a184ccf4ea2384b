import { sql, type Kysely } from 'kysely';

/**
 * Issue 37: an erasure deletes the uploaded file of every import whose rows named the person
 * (`ImportFileDeletedForErasure`); the import keeps its ledger and says its file is gone. No
 * import's file was deleted before this event existed, so every row here starts with false.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table imports add column file_deleted boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table imports drop column if exists file_deleted`.execute(db);
}
