import {
  ImportEvents,
  ImportStateLabels,
  streamId,
  type ImportCounts,
  type ImportEvent,
  type ImportFailure,
  type ImportKind,
  type ImportUploaded,
  type ImportMapping,
  type ImportPreviewRow,
  type ImportState,
} from '@dealbook/contracts';
import { DomainError, notFound } from '../../kernel/errors/domain-error.js';
import { unreachable, type Decider } from '../../kernel/event-sourcing/decider.js';

/** Each import's events live on `import-<id>`. */
export const importStreamId = (importId: string) => streamId('import', importId);

export interface ImportAggregate {
  exists: boolean;
  kind: ImportKind | null;
  state: ImportState;
  /** The run has begun: the mapping is fixed from then on, and an undo has something to put back. */
  ran: boolean;
  cancelRequested: boolean;
  /** The uploaded file was deleted for an erasure: nothing that reads it can start again. */
  fileDeleted: boolean;
}

type Work = 'check' | 'run' | 'undo';

export type ImportCommand =
  | ({ type: 'UploadImport' } & ImportUploaded['data'])
  | { type: 'MapImport'; importId: string; headersKey: string; mapping: ImportMapping; remember: boolean }
  | { type: 'StartImportWork'; importId: string; work: Work }
  | {
      type: 'RecordCheckedRows';
      importId: string;
      rowsDone: number;
      counts: ImportCounts;
      failures: ImportFailure[];
      preview: ImportPreviewRow[];
    }
  | { type: 'RecordImportedRows'; importId: string; rowsDone: number; counts: ImportCounts; failures: ImportFailure[] }
  | { type: 'RecordRestoredRecords'; importId: string; recordsDone: number; kept: number; cursor: string }
  | { type: 'FinishImportWork'; importId: string; counts: ImportCounts; recordsDone: number; kept: number }
  | { type: 'CancelImport'; importId: string }
  | { type: 'StopImportWork'; importId: string; reason: string | null }
  | { type: 'DeleteImportFileForErasure'; importId: string };

/** Why an import whose file an erasure deleted refuses what would read the file, and why its work stopped. */
export const ImportFileErasedMessage = "This import's file was deleted when a person it named was erased";

export const atWork = (state: ImportState) => state === 'checking' || state === 'running' || state === 'undoing';

/**
 * An import's life (DESIGN §3): the file is mapped and checked as often as wanted until it runs;
 * one check, run or undo works at a time, and the runner's batches are recorded only while it is
 * still at work (a cancel, a failure or another instance's batch moves the stream on, and the
 * version check refuses the stale batch). A run or its remains can be undone once.
 */
export const importDecider: Decider<ImportAggregate, ImportCommand, ImportEvent> = {
  events: ImportEvents,
  streamIdOf: (command) => importStreamId(command.importId),

  initialState: {
    exists: false,
    kind: null,
    state: 'uploaded',
    ran: false,
    cancelRequested: false,
    fileDeleted: false,
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ImportUploaded':
        return {
          exists: true,
          kind: event.data.kind,
          state: 'uploaded',
          ran: false,
          cancelRequested: false,
          fileDeleted: false,
        };
      case 'ImportMapped':
        return { ...state, state: 'uploaded' };
      case 'ImportCheckStarted':
        return { ...state, state: 'checking', cancelRequested: false };
      case 'ImportChecked':
        return { ...state, state: 'checked' };
      case 'ImportRunStarted':
        return { ...state, state: 'running', ran: true, cancelRequested: false };
      case 'ImportRunFinished':
        return { ...state, state: 'finished' };
      case 'ImportCancelRequested':
        return { ...state, cancelRequested: true };
      case 'ImportCancelled':
        return { ...state, state: 'cancelled', cancelRequested: false };
      case 'ImportFailed':
        return { ...state, state: 'failed', cancelRequested: false };
      case 'ImportUndoStarted':
        return { ...state, state: 'undoing' };
      case 'ImportUndone':
        return { ...state, state: 'undone' };
      case 'ImportFileDeletedForErasure':
        return { ...state, fileDeleted: true };
      case 'ImportRowsChecked':
      case 'ImportRowsImported':
      case 'ImportRecordsRestored':
        return state;
      default:
        return unreachable(event);
    }
  },

  decide(command, state) {
    const importId = command.importId;
    if (command.type === 'UploadImport') {
      if (state.exists) throw new DomainError('conflict', `Import ${importId} already exists`);
      const { type: _type, ...data } = command;
      return [{ type: 'ImportUploaded', data }];
    }
    if (!state.exists) throw notFound('Import', importId);
    switch (command.type) {
      case 'MapImport':
        if (state.fileDeleted) throw new DomainError('conflict', ImportFileErasedMessage);
        if (state.ran || atWork(state.state)) throw refused(state, 'change its columns');
        return [
          {
            type: 'ImportMapped',
            data: {
              importId,
              kind: state.kind!,
              headersKey: command.headersKey,
              mapping: command.mapping,
              remember: command.remember,
            },
          },
        ];
      case 'StartImportWork':
        return [startWork(state, command.work, importId)];
      case 'RecordCheckedRows': {
        requireWorking(state, 'checking');
        const { type: _type, ...data } = command;
        return [{ type: 'ImportRowsChecked', data }];
      }
      case 'RecordImportedRows': {
        requireWorking(state, 'running');
        const { type: _type, ...data } = command;
        return [{ type: 'ImportRowsImported', data }];
      }
      case 'RecordRestoredRecords': {
        requireWorking(state, 'undoing');
        const { type: _type, ...data } = command;
        return [{ type: 'ImportRecordsRestored', data }];
      }
      case 'FinishImportWork':
        if (state.state === 'checking') {
          requireWorking(state, 'checking');
          return [{ type: 'ImportChecked', data: { importId, counts: command.counts } }];
        }
        if (state.state === 'running') {
          requireWorking(state, 'running');
          return [{ type: 'ImportRunFinished', data: { importId, counts: command.counts } }];
        }
        requireWorking(state, 'undoing');
        return [{ type: 'ImportUndone', data: { importId, recordsDone: command.recordsDone, kept: command.kept } }];
      case 'CancelImport':
        if (state.state !== 'checking' && state.state !== 'running') throw refused(state, 'be cancelled');
        return state.cancelRequested ? [] : [{ type: 'ImportCancelRequested', data: { importId } }];
      case 'StopImportWork': {
        if (!atWork(state.state)) return [];
        const phase = state.state === 'checking' ? 'check' : state.state === 'running' ? 'run' : 'undo';
        if (command.reason === null && phase !== 'undo')
          return [{ type: 'ImportCancelled', data: { importId, phase } }];
        return [{ type: 'ImportFailed', data: { importId, phase, reason: command.reason ?? 'The undo was stopped' } }];
      }
      case 'DeleteImportFileForErasure':
        return deleteFileForErasure(state, importId);
      default:
        return unreachable(command);
    }
  },
};

/**
 * An erasure deletes the file of every import whose rows named the person, whatever state the
 * import is in: a check or run reading it stops at once as failed (its worker's next batch is
 * refused, as the stream has moved on), so nothing more of the file is read or written into the
 * records; an undo goes on, as it reads the records' ledger, not the file. Deleted once: again is no change.
 */
function deleteFileForErasure(state: ImportAggregate, importId: string): ImportEvent[] {
  if (state.fileDeleted) return [];
  const deleted: ImportEvent = { type: 'ImportFileDeletedForErasure', data: { importId } };
  if (state.state !== 'checking' && state.state !== 'running') return [deleted];
  const phase = state.state === 'checking' ? 'check' : 'run';
  return [{ type: 'ImportFailed', data: { importId, phase, reason: ImportFileErasedMessage } }, deleted];
}

function startWork(state: ImportAggregate, work: Work, importId: string): ImportEvent {
  // A check and a run read the file; an undo reads the records' ledger and goes on without it.
  if (state.fileDeleted && work !== 'undo') throw new DomainError('conflict', ImportFileErasedMessage);
  switch (work) {
    case 'check':
      if (state.ran || atWork(state.state)) throw refused(state, 'be checked');
      return { type: 'ImportCheckStarted', data: { importId } };
    case 'run':
      if (state.ran || atWork(state.state)) throw refused(state, 'be run');
      return { type: 'ImportRunStarted', data: { importId } };
    case 'undo':
      if (!state.ran || atWork(state.state) || state.state === 'undone') throw refused(state, 'be undone');
      return { type: 'ImportUndoStarted', data: { importId } };
  }
}

/** A batch is recorded only while its work goes on and nobody has asked it to stop. */
function requireWorking(state: ImportAggregate, working: ImportState): void {
  if (state.state !== working || state.cancelRequested) {
    throw new DomainError('conflict', `The import is no longer ${ImportStateLabels[working].toLowerCase()}`);
  }
}

function refused(state: ImportAggregate, what: string): DomainError {
  return new DomainError(
    'conflict',
    `An import that is ${ImportStateLabels[state.state].toLowerCase()}${state.ran && !atWork(state.state) ? ' (after a run)' : ''} cannot ${what}`,
  );
}
