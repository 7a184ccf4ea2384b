import type { DomainEvent } from '../event-store/domain-event.js';
import {
  changes,
  creates,
  eventTypesOf,
  schemaVersionsOf,
  withPersonal,
  type EventCatalogue,
} from '../event-store/event-catalogue.js';
import type { PersonalPart } from '../event-store/personal-data.js';
import type {
  ImportCounts,
  ImportFileFormat,
  ImportKind,
  ImportMapping,
  ImportPreviewRow,
  ImportState,
} from './import.js';

/**
 * A row that could not be imported: its line in the file and why, in words. The errors file
 * takes the row's cells from the stored file again, so events stay small.
 */
export interface ImportFailure {
  line: number;
  reason: string;
}

export type ImportUploaded = DomainEvent<
  'ImportUploaded',
  {
    importId: string;
    kind: ImportKind;
    fileName: string;
    /** Where the file store keeps the bytes (`imports/<id>`). */
    fileKey: string;
    fileSize: number;
    format: ImportFileFormat;
    headers: string[];
    mapping: ImportMapping;
    mappingRemembered: boolean;
  }
>;
/** `remember`: the mapping is offered again for the next file whose columns give the same `headersKey`. */
export type ImportMapped = DomainEvent<
  'ImportMapped',
  { importId: string; kind: ImportKind; headersKey: string; mapping: ImportMapping; remember: boolean }
>;
export type ImportCheckStarted = DomainEvent<'ImportCheckStarted', { importId: string }>;
/** A batch of the dry run: `counts` and `rowsDone` are the totals so far; `preview` a few rows of each action. */
export type ImportRowsChecked = DomainEvent<
  'ImportRowsChecked',
  { importId: string; rowsDone: number; counts: ImportCounts; failures: ImportFailure[]; preview: ImportPreviewRow[] }
>;
export type ImportChecked = DomainEvent<'ImportChecked', { importId: string; counts: ImportCounts }>;
export type ImportRunStarted = DomainEvent<'ImportRunStarted', { importId: string }>;
/**
 * A batch of the run, appended in the same transaction as the records' own events (which name the
 * import in `metadata.via`: they are the ledger an undo reads); `rowsDone` is where a resumed
 * run goes on.
 */
export type ImportRowsImported = DomainEvent<
  'ImportRowsImported',
  { importId: string; rowsDone: number; counts: ImportCounts; failures: ImportFailure[] }
>;
export type ImportRunFinished = DomainEvent<'ImportRunFinished', { importId: string; counts: ImportCounts }>;
/** Asked for by an administrator; the batch under way is rolled back and the work stops. */
export type ImportCancelRequested = DomainEvent<'ImportCancelRequested', { importId: string }>;
export type ImportCancelled = DomainEvent<'ImportCancelled', { importId: string; phase: 'check' | 'run' }>;
export type ImportFailed = DomainEvent<
  'ImportFailed',
  { importId: string; phase: 'check' | 'run' | 'undo'; reason: string }
>;
export type ImportUndoStarted = DomainEvent<'ImportUndoStarted', { importId: string }>;
/**
 * A batch of the undo: `recordsDone` so far; `kept` counts fields left as someone has changed them
 * since (and records that could not be removed); `cursor` is the last record id done, where a
 * resumed undo goes on.
 */
export type ImportRecordsRestored = DomainEvent<
  'ImportRecordsRestored',
  { importId: string; recordsDone: number; kept: number; cursor: string }
>;
export type ImportUndone = DomainEvent<'ImportUndone', { importId: string; recordsDone: number; kept: number }>;
/**
 * The uploaded file was deleted from the file store because a person among its rows was erased
 * (issue 37). It names the import only: who was erased is the contact's own stream's to say.
 */
export type ImportFileDeletedForErasure = DomainEvent<'ImportFileDeletedForErasure', { importId: string }>;

export type ImportEvent =
  | ImportUploaded
  | ImportMapped
  | ImportCheckStarted
  | ImportRowsChecked
  | ImportChecked
  | ImportRunStarted
  | ImportRowsImported
  | ImportRunFinished
  | ImportCancelRequested
  | ImportCancelled
  | ImportFailed
  | ImportUndoStarted
  | ImportRecordsRestored
  | ImportUndone
  | ImportFileDeletedForErasure;
export type ImportEventType = ImportEvent['type'];

const toState = (to: ImportState) => () => ({ state: { from: null, to } });

/** The import event catalogue (DESIGN §3): each moves the import's state or its counts. */
/**
 * A batch's preview rows and failures carry the people of the file (names, e-mails, the existing
 * records they may duplicate): sealed with the import's own key (issue 37), which erasing any of
 * those people shreds — the batches then read with no rows and no failures, the counts kept.
 */
const previewRows: PersonalPart = { path: 'preview', erased: [] };
const failureRows: PersonalPart = { path: 'failures', erased: [] };

export const ImportEvents = {
  ImportUploaded: creates(),
  ImportMapped: changes<ImportMapped['data']>((data) => ({ mapping: { from: null, to: data.mapping } })),
  ImportCheckStarted: changes(toState('checking')),
  ImportRowsChecked: withPersonal(
    changes<ImportRowsChecked['data']>((data) => ({ rowsDone: { from: null, to: data.rowsDone } })),
    [previewRows, failureRows],
  ),
  ImportChecked: changes(toState('checked')),
  ImportRunStarted: changes(toState('running')),
  ImportRowsImported: withPersonal(
    changes<ImportRowsImported['data']>((data) => ({ rowsDone: { from: null, to: data.rowsDone } })),
    [failureRows],
  ),
  ImportRunFinished: changes(toState('finished')),
  ImportCancelRequested: changes(() => ({ cancelRequested: { from: false, to: true } })),
  ImportCancelled: changes(toState('cancelled')),
  ImportFailed: changes(toState('failed')),
  ImportUndoStarted: changes(toState('undoing')),
  ImportRecordsRestored: changes<ImportRecordsRestored['data']>((data) => ({
    undone: { from: null, to: data.recordsDone },
  })),
  ImportUndone: changes(toState('undone')),
  ImportFileDeletedForErasure: changes(() => ({ fileDeleted: { from: false, to: true } })),
} satisfies EventCatalogue<ImportEvent>;

export const ImportEventSchemaVersions = schemaVersionsOf<ImportEvent>(ImportEvents);
export const ImportEventTypes = eventTypesOf(ImportEvents);
