import type { HistoryEntry } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { describeTimelineEntry, projectOwnEntries, timelineKindOf } from './projectTimeline.js';

const entry = (type: string, source?: HistoryEntry['source']): HistoryEntry => ({
  type,
  version: 1,
  recordedAt: '2026-11-24T09:00:00.000Z',
  actor: null,
  data: {},
  sentence: [],
  ...(source ? { source } : {}),
});
const own = entry('ProjectRegistered', { type: 'project', id: 'p', name: '' });
const nda = entry('PurchaseNdaSent', { type: 'purchase', id: 'u', name: 'Buyer Ltd' });
const call = entry('CommunicationLogged', { type: 'communication', id: 'c', name: 'Buyer Ltd' });
const shared = entry('AttachmentClientReviewChanged', { type: 'attachment', id: 'a', name: 'Teaser.pdf' });

describe('project timeline', () => {
  it('sorts each entry into project, purchasers, calls or documents by the stream that recorded it', () => {
    expect([own, nda, call, shared, entry('ProjectUpdated')].map(timelineKindOf)).toEqual([
      'project',
      'purchasers',
      'calls',
      'documents',
      'project',
    ]);
  });
  it('replays the project’s own events only', () => {
    expect(projectOwnEntries([own, nda, call, shared])).toEqual([own]);
  });
  it("details a document's and a purchaser's client-review events, and the project's own its own way", () => {
    const project = () => ({ changes: [{ field: 'Project', from: 'a', to: 'b' }] });
    expect(describeTimelineEntry(own, project)).toEqual(project());
    expect(
      describeTimelineEntry({ ...shared, data: { from: { state: 'notSubmitted' }, to: { state: 'shared' } } }, project),
    ).toEqual({ changes: [{ field: 'Client approval', from: 'Not submitted', to: 'Shared with client' }] });
    const stage = entry('PurchaseStageChanged', { type: 'purchase', id: 'u', name: 'Buyer Ltd' });
    expect(describeTimelineEntry({ ...stage, data: { from: '', to: 'Teaser sent' } }, project)).toEqual({
      changes: [{ field: 'Stage', from: '—', to: 'Teaser sent' }],
    });
  });
});
