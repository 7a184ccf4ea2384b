import { emptyImportCounts, type Import } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { describeCounts, outcomeOf } from './outcomeMessages.js';

const counts = { ...emptyImportCounts(), rows: 15, create: 12, update: 1, error: 2 };
const imp = (changes: Partial<Import>): Import => ({
  _id: 'i1',
  version: 3,
  kind: 'contacts',
  fileName: 'people.csv',
  fileSize: 100,
  format: 'csv',
  headers: ['First'],
  mapping: { columns: ['firstName'], matchOn: 'email', mode: 'both' },
  mappingRemembered: false,
  state: 'uploaded',
  checked: null,
  done: emptyImportCounts(),
  undone: 0,
  progress: null,
  failure: null,
  hasErrors: false,
  fileDeleted: false,
  startedBy: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  ...changes,
});

describe('what an import’s end says', () => {
  it('sums up the rows by what they came to, leaving out what none did', () => {
    expect(describeCounts(counts)).toBe('12 created, 1 updated, 2 failed');
    expect(describeCounts(counts, 'check')).toBe('12 to create, 1 to update, 2 failing');
    expect(describeCounts(emptyImportCounts())).toBe('no rows');
  });

  it('tells how a check, a run and an undo ended', () => {
    expect(outcomeOf('checking', imp({ state: 'checked', checked: { ...counts, rows: 1500 } }))).toEqual({
      tone: 'success',
      title: 'Checked 1,500 rows: 12 to create, 1 to update, 2 failing',
    });
    expect(outcomeOf('running', imp({ state: 'finished', done: counts }))?.title).toBe(
      'Import done: 12 created, 1 updated, 2 failed',
    );
    expect(outcomeOf('running', imp({ state: 'cancelled', done: counts }))?.tone).toBe('warning');
    expect(outcomeOf('running', imp({ state: 'failed', failure: 'The database went away.', done: counts }))).toEqual({
      tone: 'danger',
      title: 'The import failed',
      detail: 'The database went away. So far: 12 created, 1 updated, 2 failed.',
    });
    expect(outcomeOf('undoing', imp({ state: 'undone', undone: 13 }))?.title).toBe(
      'Import undone: 13 records put back',
    );
  });

  it('says nothing of moves that end no work', () => {
    expect(outcomeOf('checked', imp({ state: 'uploaded' }))).toBeUndefined();
    expect(outcomeOf('uploaded', imp({ state: 'checking' }))).toBeUndefined();
  });
});
