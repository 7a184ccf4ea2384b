import { describe, expect, it } from 'vitest';
import { changesOf, describeAnyEntry } from './historyDescription.js';

describe('describeAnyEntry', () => {
  it('spells out the event type and each changed field with printable values', () => {
    const described = describeAnyEntry({
      type: 'PaymentUpdated',
      version: 3,
      recordedAt: '2025-03-01T10:00:00.000Z',
      actor: null,
      data: { changes: { amountDue: { from: null, to: 250 }, isPaid: { from: false, to: true } } },
    });
    expect(described).toEqual({
      title: 'Payment Updated',
      changes: [
        { field: 'Amount Due', from: '—', to: '250' },
        { field: 'Is Paid', from: 'No', to: 'Yes' },
      ],
    });
  });

  it('shows a transition event’s field as its catalogue names it', () => {
    const described = describeAnyEntry({
      type: 'TaskStatusChanged',
      version: 2,
      recordedAt: '2025-03-01T10:00:00.000Z',
      actor: null,
      data: { taskId: 't', from: 1, to: 3 },
    });
    expect(described.changes).toEqual([{ field: 'Status', from: '1', to: '3' }]);
  });

  it('finds no changes in data without a changes object', () => {
    expect(changesOf(null)).toEqual({});
    expect(changesOf({ changes: 'x' })).toEqual({});
  });
});
