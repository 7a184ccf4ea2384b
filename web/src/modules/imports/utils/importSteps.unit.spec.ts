import { emptyImportCounts, type Import, type ImportState } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { canRemap, canUndo, currentStep, hasRun } from './importSteps.js';

const imp = (state: ImportState, rowsDone = 0, phase?: 'check' | 'run' | 'undo') =>
  ({
    state,
    done: { ...emptyImportCounts(), rows: rowsDone },
    progress: phase ? { phase, rowsDone, rowsTotal: 10, rowsPerSecond: 1, secondsLeft: 1 } : null,
  }) satisfies Pick<Import, 'state' | 'done' | 'progress'>;

describe('where an import stands', () => {
  it('maps until checked, checks until run, then imports, then undoes', () => {
    expect(currentStep(imp('uploaded'))).toBe('map');
    expect(currentStep(imp('checking'))).toBe('check');
    expect(currentStep(imp('checked'))).toBe('check');
    expect(currentStep(imp('running'))).toBe('import');
    expect(currentStep(imp('finished', 10))).toBe('import');
    expect(currentStep(imp('undoing', 10))).toBe('undo');
    expect(currentStep(imp('undone', 10))).toBe('undo');
  });

  it('tells a cancelled or failed check from a cancelled or failed run', () => {
    expect(hasRun(imp('cancelled', 0, 'check'))).toBe(false);
    expect(hasRun(imp('cancelled', 0, 'run'))).toBe(true);
    expect(hasRun(imp('failed', 3))).toBe(true);
    expect(currentStep(imp('failed'))).toBe('check');
    expect(currentStep(imp('cancelled', 4))).toBe('import');
  });

  it('lets the mapping change until the run, and the run be undone once it stopped', () => {
    expect(canRemap(imp('checked'))).toBe(true);
    expect(canRemap(imp('checking'))).toBe(false);
    expect(canRemap(imp('cancelled', 0, 'check'))).toBe(true);
    expect(canRemap(imp('finished', 5))).toBe(false);
    expect(canUndo(imp('finished', 5))).toBe(true);
    expect(canUndo(imp('cancelled', 2))).toBe(true);
    expect(canUndo(imp('failed', 0, 'undo'))).toBe(true);
    expect(canUndo(imp('failed', 0, 'check'))).toBe(false);
    expect(canUndo(imp('running', 5))).toBe(false);
    expect(canUndo(imp('undone', 5))).toBe(false);
  });
});
