import { describe, expect, it } from 'vitest';
import { emptyImportCounts, type ImportEvent } from '@dealbook/contracts';
import { deciderSpec, domainError } from '../common/event-sourcing/decider-spec.js';
import { importDecider } from './import.decider.js';

const given = deciderSpec(importDecider);
const importId = '0193a000-0000-7000-8000-0000000000b1';
const mapping = { columns: ['companyName', null], matchOn: 'companyName', mode: 'both' as const };
const uploaded: ImportEvent = {
  type: 'ImportUploaded',
  data: {
    importId,
    kind: 'companies',
    fileName: 'firms.csv',
    fileKey: `imports/${importId}`,
    fileSize: 120,
    format: 'csv',
    headers: ['Company', 'Notes'],
    mapping,
    mappingRemembered: false,
  },
};
const counts = { ...emptyImportCounts(), rows: 2, create: 2 };
const checkStarted: ImportEvent = { type: 'ImportCheckStarted', data: { importId } };
const checked: ImportEvent = { type: 'ImportChecked', data: { importId, counts } };
const runStarted: ImportEvent = { type: 'ImportRunStarted', data: { importId } };
const cancelAsked: ImportEvent = { type: 'ImportCancelRequested', data: { importId } };
const finished: ImportEvent = { type: 'ImportRunFinished', data: { importId, counts } };
const start = (work: 'check' | 'run' | 'undo') => ({ type: 'StartImportWork' as const, importId, work });
const batch = { type: 'RecordImportedRows' as const, importId, rowsDone: 2, counts, failures: [] };

describe('an import', () => {
  it('is mapped and checked as often as wanted until it runs; then its columns are fixed', () => {
    const remap = { type: 'MapImport' as const, importId, headersKey: 'company|notes', mapping, remember: true };
    expect(given(uploaded, checkStarted, checked).when(remap)()).toEqual([
      {
        type: 'ImportMapped',
        data: { importId, kind: 'companies', headersKey: 'company|notes', mapping, remember: true },
      },
    ]);
    expect(given(uploaded, checkStarted, checked).when(start('check'))()).toEqual([checkStarted]);
    expect(domainError(given(uploaded, runStarted).when(remap)).code).toBe('conflict');
    expect(domainError(given(uploaded, runStarted, finished).when(start('check'))).code).toBe('conflict');
  });

  it('does one piece of work at a time, and runs once', () => {
    expect(given(uploaded).when(start('run'))()).toEqual([runStarted]);
    expect(domainError(given(uploaded, checkStarted).when(start('run'))).message).toMatch(/checking cannot be run/);
    expect(domainError(given(uploaded, runStarted).when(start('run'))).code).toBe('conflict');
    expect(domainError(given(uploaded, runStarted, finished).when(start('run'))).code).toBe('conflict');
  });

  it('records a batch only while its run goes on and nobody asked it to stop', () => {
    expect(given(uploaded, runStarted).when(batch)()).toEqual([
      { type: 'ImportRowsImported', data: { importId, rowsDone: 2, counts, failures: [] } },
    ]);
    expect(domainError(given(uploaded, runStarted, cancelAsked).when(batch)).code).toBe('conflict');
    expect(domainError(given(uploaded, checkStarted).when(batch)).code).toBe('conflict');
  });

  it('is cancelled while it checks or runs: asked once, then stopped by its worker', () => {
    const cancel = { type: 'CancelImport' as const, importId };
    expect(given(uploaded, runStarted).when(cancel)()).toEqual([cancelAsked]);
    expect(given(uploaded, runStarted, cancelAsked).when(cancel)()).toEqual([]);
    expect(domainError(given(uploaded, runStarted, finished).when(cancel)).code).toBe('conflict');
    const stop = { type: 'StopImportWork' as const, importId, reason: null };
    expect(given(uploaded, runStarted, cancelAsked).when(stop)()).toEqual([
      { type: 'ImportCancelled', data: { importId, phase: 'run' } },
    ]);
    expect(given(uploaded, checkStarted).when({ ...stop, reason: 'The file is gone' })()).toEqual([
      { type: 'ImportFailed', data: { importId, phase: 'check', reason: 'The file is gone' } },
    ]);
  });

  it('is undone once after a run, whether it finished, was cancelled or failed; never before', () => {
    const cancelled: ImportEvent = { type: 'ImportCancelled', data: { importId, phase: 'run' } };
    const undoStarted: ImportEvent = { type: 'ImportUndoStarted', data: { importId } };
    expect(given(uploaded, runStarted, finished).when(start('undo'))()).toEqual([undoStarted]);
    expect(given(uploaded, runStarted, cancelAsked, cancelled).when(start('undo'))()).toEqual([undoStarted]);
    expect(domainError(given(uploaded, checkStarted, checked).when(start('undo'))).code).toBe('conflict');
    const undone: ImportEvent = { type: 'ImportUndone', data: { importId, recordsDone: 2, kept: 0 } };
    expect(domainError(given(uploaded, runStarted, finished, undoStarted, undone).when(start('undo'))).code).toBe(
      'conflict',
    );
  });

  it('is not found before its upload', () => {
    expect(domainError(given().when(start('check'))).code).toBe('not_found');
  });
});
