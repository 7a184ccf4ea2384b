import type { HistoryEntry } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { describeContactEntry } from './contactHistory.js';

const entry = (type: string, data: unknown): HistoryEntry => ({
  type,
  version: 2,
  recordedAt: '2025-03-01T10:00:00.000Z',
  actor: { _id: 'u1', fullName: 'Ada Lovelace' },
  data,
  sentence: [],
});

describe('describeContactEntry', () => {
  it('lists edited fields with empty values as a dash and booleans as Yes/No', () => {
    const described = describeContactEntry(
      entry('ContactUpdated', {
        changes: { email: { from: '', to: 'a@b.co' }, doNotContact: { from: false, to: true } },
      }),
    );
    expect(described.changes.map(({ from, to }) => [from, to])).toEqual([
      ['—', 'a@b.co'],
      ['No', 'Yes'],
    ]);
  });
});
