import { emptyImportCounts, ImportEventTypes, type ImportEvent, type ImportState } from '@dealbook/contracts';
import type { Kysely, Updateable } from 'kysely';
import type { ReadModelDatabase } from '../read-model-database.js';
import { defineProjection, type ProjectedEvent } from '../runner/projection.js';
import type { ImportTable } from './import.table.js';

type Db = Kysely<ReadModelDatabase>;

/**
 * Imports from their `import-<id>` streams: the row moves only forward (an event replayed after
 * a later one changes nothing), and each batch adds its failed rows and preview rows once.
 */
export const importProjection = defineProjection<ImportEvent>({
  name: 'imports',
  eventTypes: ImportEventTypes,
  tables: ['import_failures', 'import_preview', 'import_mappings', 'imports'],
  async apply(db, event) {
    const id = event.data.importId;
    const set = (changes: Updateable<ImportTable>) => moveOn(db, event, changes);
    const to = (state: ImportState, changes: Updateable<ImportTable> = {}) => set({ state, ...changes });
    switch (event.type) {
      case 'ImportUploaded': {
        const data = event.data;
        await db
          .insertInto('imports')
          .values({
            id,
            version: event.streamVersion,
            kind: data.kind,
            file_name: data.fileName,
            file_key: data.fileKey,
            file_size: data.fileSize,
            format: data.format,
            headers: JSON.stringify(data.headers),
            mapping: JSON.stringify(data.mapping),
            mapping_remembered: data.mappingRemembered,
            state: 'uploaded',
            done: JSON.stringify(emptyImportCounts()),
            started_by: event.metadata.actorId,
            created_at: event.recordedAt,
            updated_at: event.recordedAt,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      }
      case 'ImportMapped':
        await forgetCheck(db, id);
        await to('uploaded', { mapping: JSON.stringify(event.data.mapping), mapping_remembered: false, checked: null });
        if (event.data.remember) {
          await db
            .insertInto('import_mappings')
            .values({
              kind: event.data.kind,
              headers_key: event.data.headersKey,
              mapping: JSON.stringify(event.data.mapping),
              updated_at: event.recordedAt,
            })
            .onConflict((oc) =>
              oc
                .columns(['kind', 'headers_key'])
                .doUpdateSet((eb) => ({
                  mapping: eb.ref('excluded.mapping'),
                  updated_at: eb.ref('excluded.updated_at'),
                }))
                .where('import_mappings.updated_at', '<=', event.recordedAt),
            )
            .execute();
        }
        return;
      case 'ImportCheckStarted':
        await forgetCheck(db, id);
        await to('checking', {
          rows_done: 0,
          checked: null,
          cancel_requested: false,
          failure: null,
          acting_user: event.metadata.actorId,
        });
        return;
      case 'ImportRowsChecked':
        await addFailures(db, id, 'check', event.data.failures);
        if (event.data.preview.length > 0) {
          await db
            .insertInto('import_preview')
            .values(
              event.data.preview.map((row) => ({
                import_id: id,
                line: row.line,
                action: row.action,
                values: JSON.stringify(row.values),
                detail: row.detail,
                duplicate_of: row.duplicateOf ? JSON.stringify(row.duplicateOf) : null,
              })),
            )
            .onConflict((oc) => oc.columns(['import_id', 'line']).doNothing())
            .execute();
        }
        await set({ rows_done: event.data.rowsDone, checked: JSON.stringify(event.data.counts) });
        return;
      case 'ImportChecked':
        await to('checked', { checked: JSON.stringify(event.data.counts) });
        return;
      case 'ImportRunStarted':
        await to('running', {
          ran: true,
          rows_done: 0,
          done: JSON.stringify(emptyImportCounts()),
          cancel_requested: false,
          failure: null,
          acting_user: event.metadata.actorId,
        });
        return;
      case 'ImportRowsImported':
        await addFailures(db, id, 'run', event.data.failures);
        await set({ rows_done: event.data.rowsDone, done: JSON.stringify(event.data.counts) });
        return;
      case 'ImportRunFinished':
        await to('finished', { done: JSON.stringify(event.data.counts) });
        return;
      case 'ImportCancelRequested':
        await set({ cancel_requested: true });
        return;
      case 'ImportCancelled':
        await to('cancelled', { cancel_requested: false });
        return;
      case 'ImportFailed':
        await to('failed', { failure: event.data.reason, cancel_requested: false });
        return;
      case 'ImportUndoStarted':
        await to('undoing', {
          undone: 0,
          kept: 0,
          undo_cursor: null,
          failure: null,
          acting_user: event.metadata.actorId,
        });
        return;
      case 'ImportRecordsRestored':
        await set({ undone: event.data.recordsDone, kept: event.data.kept, undo_cursor: event.data.cursor });
        return;
      case 'ImportUndone':
        await to('undone', { undone: event.data.recordsDone, kept: event.data.kept });
        return;
      case 'ImportFileDeletedForErasure':
        await set({ file_deleted: true });
        return;
      default: {
        const unexpected: never = event;
        throw new Error(`imports projection got ${(unexpected as ProjectedEvent).type}`);
      }
    }
  },
});

async function moveOn(db: Db, event: ProjectedEvent<ImportEvent>, changes: Updateable<ImportTable>): Promise<void> {
  await db
    .updateTable('imports')
    .set({ ...changes, version: event.streamVersion, updated_at: event.recordedAt })
    .where('id', '=', event.data.importId)
    .where('version', '<', event.streamVersion)
    .execute();
}

/** A new mapping or a new check makes the last check's preview and failures stale. */
async function forgetCheck(db: Db, importId: string): Promise<void> {
  await db.deleteFrom('import_preview').where('import_id', '=', importId).execute();
  await db.deleteFrom('import_failures').where('import_id', '=', importId).where('phase', '=', 'check').execute();
}

async function addFailures(
  db: Db,
  importId: string,
  phase: 'check' | 'run',
  failures: readonly { line: number; reason: string }[],
): Promise<void> {
  if (failures.length === 0) return;
  await db
    .insertInto('import_failures')
    .values(failures.map(({ line, reason }) => ({ import_id: importId, phase, line, reason })))
    .onConflict((oc) => oc.columns(['import_id', 'phase', 'line']).doNothing())
    .execute();
}
