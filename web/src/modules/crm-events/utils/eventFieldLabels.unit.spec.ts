import { EventStatus, type HistoryEntry } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { describeHistoryEntry } from '../../records/utils/historyDescription.js';
import { eventHistoryWording } from './eventFieldLabels.js';

const entry = (type: string, data: unknown): HistoryEntry => ({
  type,
  version: 2,
  recordedAt: '2025-03-01T10:00:00.000Z',
  actor: null,
  data,
  sentence: [],
});

describe('an event history', () => {
  it("lists each edited field in the form's words, a field it does not name as a detail", () => {
    const edit = entry('CrmEventUpdated', {
      eventId: 'e',
      changes: { description: { from: 'Launch', to: 'Launch party' }, currentStatusId: { from: 0, to: 2 } },
    });
    expect(describeHistoryEntry(edit, eventHistoryWording).changes).toEqual([
      { field: 'Description', from: 'Launch', to: 'Launch party' },
      { field: 'Detail', from: '0', to: '2' },
    ]);
  });

  it('prints a status change by name', () => {
    const moved = entry('CrmEventStatusChanged', { eventId: 'e', from: EventStatus.Active, to: EventStatus.Completed });
    expect(describeHistoryEntry(moved, eventHistoryWording).changes).toEqual([
      { field: 'Status', from: 'Active', to: 'Completed' },
    ]);
  });

  it("has no lines for an attendee's changes (the sentence names the attendee and the status)", () => {
    for (const [type, data] of [
      ['AttendeeInvited', { eventId: 'e', attendee: 'k' }],
      ['AttendeeStatusChanged', { eventId: 'e', attendee: 'k', from: 1, to: 2 }],
      ['AttendeeResponded', { eventId: 'e', attendee: 'k', hasResponded: true }],
      ['AttendeeRemoved', { eventId: 'e', attendee: 'k' }],
      ['CrmEventScheduled', { eventId: 'e', fields: {} }],
    ] as const) {
      expect(describeHistoryEntry(entry(type, data), eventHistoryWording)).toEqual({ changes: [] });
    }
  });
});
