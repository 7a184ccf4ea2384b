import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { findImportsNamingContact } from './personal-data.queries.js';

/** An import whose uploaded file holds a person's row, as the erasure deletes it. */
export interface ImportFileOfContact {
  importId: string;
  fileName: string;
  fileKey: string;
  /** An erasure already deleted it (another person's, or this one's before a restore). */
  fileDeleted: boolean;
}

/**
 * The imports whose uploaded files hold a contact's row (issue 37), oldest first: those whose
 * preview or failure rows name them (found while they are not yet erased), and those that created
 * or changed their record, found by its id — also after the erasure, so the start-up re-application
 * reaches them. A row the check passed without showing it, in a file never run, leaves no trace
 * to find it by: the file is not read through for every erasure.
 */
export async function findImportFilesOfContact(
  db: Kysely<ReadModelDatabase>,
  contactId: string,
): Promise<ImportFileOfContact[]> {
  const named = await findImportsNamingContact(db, contactId);
  const rows = await db
    .selectFrom('imports')
    .select(['id', 'file_name', 'file_key', 'file_deleted'])
    .where((eb) =>
      eb.or([
        ...(named.length > 0 ? [eb('id', 'in', named)] : []),
        eb(
          'id',
          'in',
          eb
            .selectFrom('import_records')
            .select('import_id')
            .where('record_id', '=', contactId)
            .where('record_type', '=', 'contact'),
        ),
      ]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    importId: row.id,
    fileName: row.file_name,
    fileKey: row.file_key,
    fileDeleted: row.file_deleted,
  }));
}

/** The file keys of every import whose file an erasure deleted: the start-up re-application deletes them again. */
export async function findErasedImportFileKeys(db: Kysely<ReadModelDatabase>): Promise<string[]> {
  const rows = await db.selectFrom('imports').select('file_key').where('file_deleted', '=', true).execute();
  return rows.map((row) => row.file_key);
}
