import type { HistoryEntry } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { describeHistoryEntry, recordWording, type HistoryWording } from './historyDescription.js';

const entry = (type: string, data: unknown): HistoryEntry => ({
  type,
  version: 3,
  recordedAt: '2025-03-01T10:00:00.000Z',
  actor: null,
  data,
  sentence: [],
});

describe('describeHistoryEntry', () => {
  it("names each changed field as its record's form does, with printable values", () => {
    const described = describeHistoryEntry(
      entry('PaymentUpdated', {
        changes: { amountIncVAT: { from: null, to: 250 }, dueDate: { from: '', to: 'soon' } },
      }),
      recordWording('payment'),
    );
    expect(described).toEqual({
      changes: [
        { field: 'Amount (inc. VAT)', from: '—', to: '250' },
        { field: 'Due date', from: '—', to: 'soon' },
      ],
    });
  });

  it('leaves out a field no label names rather than show its identifier', () => {
    const described = describeHistoryEntry(
      entry('PaymentUpdated', { changes: { internalFlagX: { from: 1, to: 2 } } }),
      recordWording('payment'),
    );
    expect(described.changes).toEqual([]);
  });

  it('shows a transition event’s field as its catalogue names it', () => {
    const described = describeHistoryEntry(
      entry('TaskStatusChanged', { taskId: 't', from: 1, to: 3 }),
      recordWording('task'),
    );
    expect(described.changes).toEqual([{ field: 'Status', from: '1', to: '3' }]);
  });

  it("lists a contact's edited fields with empty values as a dash and booleans as Yes/No", () => {
    const described = describeHistoryEntry(
      entry('ContactUpdated', {
        changes: { email: { from: '', to: 'a@b.co' }, doNotContact: { from: false, to: true } },
      }),
      recordWording('contact'),
    );
    expect(described.changes.map(({ from, to }) => [from, to])).toEqual([
      ['—', 'a@b.co'],
      ['No', 'Yes'],
    ]);
  });

  it("gives no lines for a contact's company link (the sentence names the company)", () => {
    const joined = entry('ContactJoinedCompany', { contactId: 'k', companyId: 'c', companyName: 'Acme' });
    expect(describeHistoryEntry(joined, recordWording('contact'))).toEqual({ changes: [] });
  });

  it('finds no changes in an event no catalogue knows, nor in a payload not of its shape', () => {
    expect(
      describeHistoryEntry(
        entry('SomethingElse', { changes: { subject: { from: 'a', to: 'b' } } }),
        recordWording('task'),
      ),
    ).toEqual({ changes: [] });
    expect(describeHistoryEntry(entry('TaskUpdated', null), recordWording('task'))).toEqual({ changes: [] });
    expect(describeHistoryEntry(entry('TaskUpdated', { changes: 'x' }), recordWording('task'))).toEqual({
      changes: [],
    });
  });

  it("words the changes a record type's wording gives, with its labels and values", () => {
    const wording: HistoryWording = {
      label: (field) => field.toUpperCase(),
      value: (_field, value) => `<${String(value)}>`,
      changes: (changes) => ({ ...changes, extra: { from: 1, to: 2 } }),
    };
    expect(describeHistoryEntry(entry('TaskStatusChanged', { from: 1, to: 3 }), wording).changes).toEqual([
      { field: 'STATUS', from: '<1>', to: '<3>' },
      { field: 'EXTRA', from: '<1>', to: '<2>' },
    ]);
  });
});
