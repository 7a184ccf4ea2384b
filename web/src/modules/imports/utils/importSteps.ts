import type { Import, ImportState } from '@dealbook/contracts';

export const importSteps = ['map', 'check', 'import', 'undo'] as const;
export type ImportStep = (typeof importSteps)[number];

export const importStepLabels: Record<ImportStep, string> = {
  map: 'Map columns',
  check: 'Check',
  import: 'Import',
  undo: 'Undo',
};

/** States in which the server works in the background and pushes progress. */
const workingStates: ReadonlySet<ImportState> = new Set(['checking', 'running', 'undoing']);

export function isWorking(state: ImportState): boolean {
  return workingStates.has(state);
}

/**
 * Whether the run has started at some point. `cancelled` and `failed` end a check as well as a
 * run, and the import does not say which: a run has read rows (or left its progress as a run's).
 */
export function hasRun(imp: Pick<Import, 'state' | 'done' | 'progress'>): boolean {
  if (['running', 'finished', 'undoing', 'undone'].includes(imp.state)) return true;
  if (imp.state !== 'cancelled' && imp.state !== 'failed') return false;
  return imp.done.rows > 0 || imp.progress?.phase === 'run' || imp.progress?.phase === 'undo';
}

/** The mapping may change (and the file be checked again) until the run starts. */
export function canRemap(imp: Pick<Import, 'state' | 'done' | 'progress'>): boolean {
  return !isWorking(imp.state) && !hasRun(imp);
}

/** What the run wrote can be put back once it has stopped (finished, cancelled or failed). */
export function canUndo(imp: Pick<Import, 'state' | 'done' | 'progress'>): boolean {
  return (imp.state === 'finished' || imp.state === 'cancelled' || imp.state === 'failed') && hasRun(imp);
}

/** The step an import stands at, which the page opens on. */
export function currentStep(imp: Pick<Import, 'state' | 'done' | 'progress'>): ImportStep {
  if (imp.state === 'uploaded') return 'map';
  if (imp.state === 'undoing' || imp.state === 'undone') return 'undo';
  return hasRun(imp) ? 'import' : 'check';
}
