import { notSubmittedReview, type ClientReview, type HistoryEntry } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { describeClientReviewEntry } from './clientReviewHistory.js';

const review = (patch: Partial<ClientReview>): ClientReview => ({ ...notSubmittedReview, ...patch });
const entry = (type: string, data: unknown): HistoryEntry => ({
  type,
  version: 3,
  recordedAt: '2026-11-24T09:00:00.000Z',
  actor: null,
  data,
  sentence: [],
});
const awaiting = review({ state: 'awaiting', round: 1, note: 'A strong fit' });

describe('describeClientReviewEntry', () => {
  it('shows where a submitted purchaser stood before and after, and the note to the client', () => {
    expect(
      describeClientReviewEntry(entry('PurchaseSubmittedForApproval', { from: notSubmittedReview, to: awaiting })),
    ).toEqual({
      changes: [
        { field: 'Client approval', from: 'Not submitted', to: 'Awaiting client' },
        { field: 'Note to the client', from: '—', to: 'A strong fit' },
      ],
    });
  });
  it("shows the client's decision as the state it moved to", () => {
    const approved = review({ ...awaiting, state: 'approved', comment: 'Go ahead' });
    expect(describeClientReviewEntry(entry('PurchaseApprovalDecided', { from: awaiting, to: approved }))).toEqual({
      changes: [{ field: 'Client approval', from: 'Awaiting client', to: 'Approved' }],
    });
  });
  it('leaves other events, and review events without the review they moved to, to the usual description', () => {
    expect(describeClientReviewEntry(entry('PurchaseNdaSent', {}))).toBeNull();
    expect(describeClientReviewEntry(entry('AttachmentClientReviewChanged', {}))).toBeNull();
  });
});
