import { sql, type Kysely } from 'kysely';

/**
 * Issue 37: an erasure deletes the uploaded file of every import whose rows named the person
 * (`ImportFileDeletedForErasure`); the import keeps its ledger and says its file is gone. No
 * import's file was deleted before this event existed, so every row here starts with false.
 * The erasure finds the imports that created or changed the person's record by its id: an index
 * for it, as `import_records` holds a row per record an import touched (millions, for big files)
 * and was read only by import until now; ContactErased's blanking of those rows uses it too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table imports add column file_deleted boolean not null default false`.execute(db);
  await sql`create index import_records_record_id on import_records (record_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists import_records_record_id`.execute(db);
  await sql`alter table imports drop column if exists file_deleted`.execute(db);
}
