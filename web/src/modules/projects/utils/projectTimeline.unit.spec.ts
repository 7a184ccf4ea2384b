import type { HistoryEntry } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { describeTimelineEntry, projectOwnEntries, timelineKindOf } from './projectTimeline.js';

const entry = (type: string, source?: HistoryEntry['source']): HistoryEntry => ({
  type,
  version: 1,
  recordedAt: '2026-11-24T09:00:00.000Z',
  actor: null,
  data: {},
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
  it("reads a document's events as documents, and the client-review events in words", () => {
    const shared = entry('AttachmentClientReviewChanged', { type: 'attachment', id: 'a', name: 'Teaser.pdf' });
    expect(timelineKindOf(shared)).toBe('documents');
    const project = () => ({ title: 'Project registered', changes: [] });
    expect(
      describeTimelineEntry({ ...shared, data: { from: { state: 'notSubmitted' }, to: { state: 'shared' } } }, project)
        .title,
    ).toBe('Shared Teaser.pdf with the client');
    const decided = entry('PurchaseApprovalDecided', { type: 'purchase', id: 'u', name: 'Buyer Ltd' });
    expect(
      describeTimelineEntry(
        { ...decided, data: { from: { state: 'awaiting' }, to: { state: 'rejected', comment: 'A rival' } } },
        project,
      ).title,
    ).toBe('Client rejected Buyer Ltd: A rival');
  });
  it('says whose event a purchaser’s or a call’s entry is', () => {
    const project = () => ({ title: 'Project registered', changes: [] });
    expect(describeTimelineEntry(own, project).title).toBe('Project registered');
    expect(describeTimelineEntry(nda, project).title).toMatch(/^Purchaser Buyer Ltd: /);
    expect(describeTimelineEntry(call, project).title).toMatch(/^Call · Buyer Ltd: /);
    expect(describeTimelineEntry(shared, project).title).toMatch(/^Document Teaser.pdf: /);
  });
});
