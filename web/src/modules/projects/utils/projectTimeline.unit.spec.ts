import { notSubmittedReview, type ClientReview, type HistoryEntry } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { describeHistoryEntry, type HistoryWording } from '../../records/utils/historyDescription.js';
import { projectOwnEntries, timelineKindOf, timelineWording } from './projectTimeline.js';

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
    const project: HistoryWording = { label: () => 'Project', changes: () => ({ project: { from: 'a', to: 'b' } }) };
    const describeTimelineEntry = (shown: HistoryEntry) => describeHistoryEntry(shown, timelineWording(shown, project));
    expect(describeTimelineEntry(own)).toEqual({ changes: [{ field: 'Project', from: 'a', to: 'b' }] });
    expect(
      describeTimelineEntry({ ...shared, data: { from: { state: 'notSubmitted' }, to: { state: 'shared' } } }),
    ).toEqual({ changes: [{ field: 'Client approval', from: 'Not submitted', to: 'Shared with client' }] });
    const stage = entry('PurchaseStageChanged', { type: 'purchase', id: 'u', name: 'Buyer Ltd' });
    expect(describeTimelineEntry({ ...stage, data: { from: '', to: 'Teaser sent' } })).toEqual({
      changes: [{ field: 'Stage', from: '—', to: 'Teaser sent' }],
    });
  });
});

describe('client-review events in the project timeline', () => {
  const review = (patch: Partial<ClientReview>): ClientReview => ({ ...notSubmittedReview, ...patch });
  const awaiting = review({ state: 'awaiting', round: 1, note: 'A strong fit' });
  const purchaser = { type: 'purchase', id: 'u', name: 'Buyer Ltd' } as const;
  const describeReview = (type: string, data: unknown, source: HistoryEntry['source'] = purchaser) => {
    const shown = { ...entry(type, source), data };
    return describeHistoryEntry(shown, timelineWording(shown, { label: () => undefined }));
  };

  it('shows where a submitted purchaser stood before and after, and the note to the client', () => {
    expect(describeReview('PurchaseSubmittedForApproval', { from: notSubmittedReview, to: awaiting })).toEqual({
      changes: [
        { field: 'Client approval', from: 'Not submitted', to: 'Awaiting client' },
        { field: 'Note to the client', from: '—', to: 'A strong fit' },
      ],
    });
  });
  it("shows the client's decision as the state it moved to", () => {
    const approved = review({ ...awaiting, state: 'approved', comment: 'Go ahead' });
    expect(describeReview('PurchaseApprovalDecided', { from: awaiting, to: approved })).toEqual({
      changes: [{ field: 'Client approval', from: 'Awaiting client', to: 'Approved' }],
    });
  });
  it('reads other events, and review events without the review they moved to, the usual way', () => {
    expect(describeReview('PurchaseStageChanged', { from: 'Teaser sent', to: 'NDA review' })).toEqual({
      changes: [{ field: 'Stage', from: 'Teaser sent', to: 'NDA review' }],
    });
    expect(describeReview('AttachmentClientReviewChanged', {}, shared.source)).toEqual({ changes: [] });
    expect(describeReview('AttachmentResubmitted', { fileVersion: 2 }, shared.source)).toEqual({ changes: [] });
  });
});
