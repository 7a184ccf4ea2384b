import { describe, expect, it } from 'vitest';
import { emptyImportCounts, type ImportEvent } from '@dealbook/contracts';
import { deciderSpec } from '../../kernel/event-sourcing/decider-spec.js';
import { ImportFileErasedMessage, importDecider } from './import.decider.js';

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
    given(uploaded, checkStarted, checked)
      .when(remap)
      .then([
        {
          type: 'ImportMapped',
          data: { importId, kind: 'companies', headersKey: 'company|notes', mapping, remember: true },
        },
      ]);
    given(uploaded, checkStarted, checked).when(start('check')).then([checkStarted]);
    given(uploaded, runStarted).when(remap).thenRefuses({ code: 'conflict' });
    given(uploaded, runStarted, finished).when(start('check')).thenRefuses({ code: 'conflict' });
  });

  it('does one piece of work at a time, and runs once', () => {
    given(uploaded).when(start('run')).then([runStarted]);
    expect(given(uploaded, checkStarted).when(start('run')).thenRefuses().message).toMatch(/checking cannot be run/);
    given(uploaded, runStarted).when(start('run')).thenRefuses({ code: 'conflict' });
    given(uploaded, runStarted, finished).when(start('run')).thenRefuses({ code: 'conflict' });
  });

  it('records a batch only while its run goes on and nobody asked it to stop', () => {
    given(uploaded, runStarted)
      .when(batch)
      .then([{ type: 'ImportRowsImported', data: { importId, rowsDone: 2, counts, failures: [] } }]);
    given(uploaded, runStarted, cancelAsked).when(batch).thenRefuses({ code: 'conflict' });
    given(uploaded, checkStarted).when(batch).thenRefuses({ code: 'conflict' });
  });

  it('is cancelled while it checks or runs: asked once, then stopped by its worker', () => {
    const cancel = { type: 'CancelImport' as const, importId };
    given(uploaded, runStarted).when(cancel).then([cancelAsked]);
    given(uploaded, runStarted, cancelAsked).when(cancel).then([]);
    given(uploaded, runStarted, finished).when(cancel).thenRefuses({ code: 'conflict' });
    const stop = { type: 'StopImportWork' as const, importId, reason: null };
    given(uploaded, runStarted, cancelAsked)
      .when(stop)
      .then([{ type: 'ImportCancelled', data: { importId, phase: 'run' } }]);
    given(uploaded, checkStarted)
      .when({ ...stop, reason: 'The file is gone' })
      .then([{ type: 'ImportFailed', data: { importId, phase: 'check', reason: 'The file is gone' } }]);
  });

  it('is undone once after a run, whether it finished, was cancelled or failed; never before', () => {
    const cancelled: ImportEvent = { type: 'ImportCancelled', data: { importId, phase: 'run' } };
    const undoStarted: ImportEvent = { type: 'ImportUndoStarted', data: { importId } };
    given(uploaded, runStarted, finished).when(start('undo')).then([undoStarted]);
    given(uploaded, runStarted, cancelAsked, cancelled).when(start('undo')).then([undoStarted]);
    given(uploaded, checkStarted, checked).when(start('undo')).thenRefuses({ code: 'conflict' });
    const undone: ImportEvent = { type: 'ImportUndone', data: { importId, recordsDone: 2, kept: 0 } };
    expect(given(uploaded, runStarted, finished, undoStarted, undone).when(start('undo')).thenRefuses().code).toBe(
      'conflict',
    );
  });

  it('has its file deleted for an erasure once, stopping a check or run that reads it, not an undo', () => {
    const erase = { type: 'DeleteImportFileForErasure' as const, importId };
    const fileDeleted: ImportEvent = { type: 'ImportFileDeletedForErasure', data: { importId } };
    given(uploaded, checkStarted, checked).when(erase).then([fileDeleted]);
    given(uploaded, runStarted, finished, fileDeleted).when(erase).then([]);
    given(uploaded, checkStarted)
      .when(erase)
      .then([
        { type: 'ImportFailed', data: { importId, phase: 'check', reason: ImportFileErasedMessage } },
        fileDeleted,
      ]);
    given(uploaded, runStarted, cancelAsked)
      .when(erase)
      .then([{ type: 'ImportFailed', data: { importId, phase: 'run', reason: ImportFileErasedMessage } }, fileDeleted]);
    const undoStarted: ImportEvent = { type: 'ImportUndoStarted', data: { importId } };
    given(uploaded, runStarted, finished, undoStarted).when(erase).then([fileDeleted]);
  });

  it('refuses, once its file is deleted, what would read it: a new mapping, a check, a run; an undo goes on', () => {
    const fileDeleted: ImportEvent = { type: 'ImportFileDeletedForErasure', data: { importId } };
    const remap = { type: 'MapImport' as const, importId, headersKey: 'company|notes', mapping, remember: false };
    for (const refused of [remap, start('check'), start('run')]) {
      expect(given(uploaded, checkStarted, checked, fileDeleted).when(refused).thenRefuses().message).toBe(
        ImportFileErasedMessage,
      );
    }
    given(uploaded, runStarted, finished, fileDeleted)
      .when(start('undo'))
      .then([{ type: 'ImportUndoStarted', data: { importId } }]);
  });

  it('is not found before its upload', () => {
    given().when(start('check')).thenRefuses({ code: 'not_found' });
  });
});
