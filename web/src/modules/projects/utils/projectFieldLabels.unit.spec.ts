import type { HistoryEntry } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { describeHistoryEntry } from '../../records/utils/historyDescription.js';
import { projectHistoryWording } from './projectFieldLabels.js';

const entry = (type: string, data: unknown, version = 2): HistoryEntry => ({
  type,
  version,
  recordedAt: '2026-03-01T10:00:00.000Z',
  actor: { _id: 'u1', fullName: 'Ada Admin' },
  data,
  sentence: [],
});

const describeProjectEntry = (entry: HistoryEntry, nameOf?: (id: string) => string | undefined) =>
  describeHistoryEntry(entry, projectHistoryWording(nameOf));

describe('a project history', () => {
  it('prints status transitions by name', () => {
    expect(describeProjectEntry(entry('OpportunityStatusChanged', { from: 1, to: 3 }))).toEqual({
      changes: [{ field: 'Opportunity status', from: 'Introduction', to: 'Meeting Booked' }],
    });
    expect(describeProjectEntry(entry('ProjectStatusChanged', { from: 1, to: 9 })).changes).toEqual([
      { field: 'Project status', from: 'Awaiting Pitch', to: 'Completed' },
    ]);
  });

  it('says which deal status a converted opportunity starts at', () => {
    const described = describeProjectEntry(entry('ProjectConvertedToDeal', { from: false, to: true, dealStatus: 7 }));
    expect(described.changes).toEqual([
      { field: 'Deal', from: 'No', to: 'Yes' },
      { field: 'Deal status', from: '—', to: 'Signed But Nothing Started' },
    ]);
  });

  it('prints the parts of a lost reason and a service change that changed', () => {
    const lost = entry('LostOpportunityRecorded', {
      from: { reason: null, description: '' },
      to: { reason: 1, description: 'Too dear' },
    });
    expect(describeProjectEntry(lost).changes).toEqual([
      { field: 'Lost reason', from: '—', to: 'Price' },
      { field: 'Lost description', from: '—', to: 'Too dear' },
    ]);
    const service = entry('ProjectServiceChanged', {
      from: { serviceOfInterest: 1, velocityProducts: [] },
      to: { serviceOfInterest: 3, velocityProducts: [10, 23] },
    });
    expect(describeProjectEntry(service).changes).toEqual([
      { field: 'Service of interest', from: 'Sale', to: 'Velocity' },
      { field: 'Velocity products', from: '—', to: 'Spotlight, List of 20 Target Investors' },
    ]);
  });

  it('prints ticks with their day, days as DD/MM/YYYY and people by the names the screen knows', () => {
    const tick = entry('MoneyLaunderingCheckRecorded', {
      check: 'moneyLaunderingChecklistSent',
      from: { checked: false, timestamp: '2026-01-01T12:00:00.000Z' },
      to: { checked: true, timestamp: '2026-02-03T12:00:00.000Z' },
    });
    expect(describeProjectEntry(tick).changes).toEqual([
      { field: 'Money-laundering checklist sent', from: 'No', to: 'Yes (03/02/2026)' },
    ]);
    const edit = entry('ProjectUpdated', {
      changes: { expectedCompletion: { from: '2026-01-01T12:00:00.000Z', to: '2026-05-04T12:00:00.000Z' } },
    });
    expect(describeProjectEntry(edit).changes).toEqual([
      { field: 'Expected completion', from: '01/01/2026', to: '04/05/2026' },
    ]);
    const team = entry('ProjectTeamChanged', {
      changes: { owner: { from: null, to: 'u1' }, blueboxContacts: { from: [], to: ['u1', 'u9'] } },
    });
    expect(describeProjectEntry(team, (id) => (id === 'u1' ? 'Ada Admin' : undefined)).changes).toEqual([
      { field: 'Owner', from: '—', to: 'Ada Admin' },
      { field: 'Bluebox contacts', from: '—', to: 'Ada Admin, u9' },
    ]);
  });

  it('names the old and new client of a client change', () => {
    const changed = entry('ProjectClientChanged', { from: { id: 'c1', name: 'Acme' }, to: { id: 'c2', name: 'Beta' } });
    expect(describeProjectEntry(changed)).toEqual({
      changes: [{ field: 'Client', from: 'Acme', to: 'Beta' }],
    });
  });
});
