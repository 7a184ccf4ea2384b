import type { Import, ImportProgress, ImportState } from '@dealbook/contracts';
import type { ImportRecord } from '@dealbook/projections';

const phaseOf: Partial<Record<ImportState, ImportProgress['phase']>> = {
  checking: 'check',
  running: 'run',
  undoing: 'undo',
};

/**
 * An import as the API shows it: the record without what only the runner reads, with the live
 * progress of the instance working on it, or, on another instance, how far its batches have got.
 */
export function importView(found: ImportRecord, live: ImportProgress | null): Import {
  const {
    fileKey: _fileKey,
    ran: _ran,
    cancelRequested: _cancelRequested,
    rowsDone: _rowsDone,
    kept: _kept,
    undoCursor: _undoCursor,
    actingUser: _actingUser,
    ...shown
  } = found;
  return { ...shown, progress: live ?? recordedProgress(found) };
}

function recordedProgress(found: ImportRecord): ImportProgress | null {
  const phase = phaseOf[found.state];
  if (!phase) return null;
  const undoing = phase === 'undo';
  return {
    phase,
    rowsDone: undoing ? found.undone : found.rowsDone,
    rowsTotal: undoing ? found.done.create + found.done.update : Math.max(found.rowsDone, found.checked?.rows ?? 0),
    rowsPerSecond: 0,
    secondsLeft: null,
  };
}
