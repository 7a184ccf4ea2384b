import { describe, expect, it } from 'vitest';
import { changesOf, describeAnyEntry } from './historyDescription.js';

describe('describeAnyEntry', () => {
  it("names each changed field as its record's form does, with printable values", () => {
    const described = describeAnyEntry(
      {
        type: 'PaymentUpdated',
        version: 3,
        recordedAt: '2025-03-01T10:00:00.000Z',
        actor: null,
        data: { changes: { amountIncVAT: { from: null, to: 250 }, dueDate: { from: '', to: 'soon' } } },
        sentence: [],
      },
      'payment',
    );
    expect(described).toEqual({
      changes: [
        { field: 'Amount (inc. VAT)', from: '—', to: '250' },
        { field: 'Due date', from: '—', to: 'soon' },
      ],
    });
  });

  it('leaves out a field no label names rather than show its identifier', () => {
    const described = describeAnyEntry(
      {
        type: 'PaymentUpdated',
        version: 3,
        recordedAt: '2025-03-01T10:00:00.000Z',
        actor: null,
        data: { changes: { internalFlagX: { from: 1, to: 2 } } },
        sentence: [],
      },
      'payment',
    );
    expect(described.changes).toEqual([]);
  });

  it('shows a transition event’s field as its catalogue names it', () => {
    const described = describeAnyEntry(
      {
        type: 'TaskStatusChanged',
        version: 2,
        recordedAt: '2025-03-01T10:00:00.000Z',
        actor: null,
        data: { taskId: 't', from: 1, to: 3 },
        sentence: [],
      },
      'task',
    );
    expect(described.changes).toEqual([{ field: 'Status', from: '1', to: '3' }]);
  });

  it('finds no changes in data without a changes object', () => {
    expect(changesOf(null)).toEqual({});
    expect(changesOf({ changes: 'x' })).toEqual({});
  });
});
