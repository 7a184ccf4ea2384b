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
});
const awaiting = review({ state: 'awaiting', round: 1, note: 'A strong fit' });

describe('describeClientReviewEntry', () => {
  it('says a purchaser was submitted, with the state moved and the note to the client', () => {
    expect(
      describeClientReviewEntry(
        entry('PurchaseSubmittedForApproval', { from: notSubmittedReview, to: awaiting }),
        'Acme Ltd',
      ),
    ).toEqual({
      title: 'Submitted Acme Ltd for client approval',
      changes: [
        { field: 'Client approval', from: 'Not submitted', to: 'Awaiting client' },
        { field: 'Note to the client', from: '—', to: 'A strong fit' },
      ],
    });
  });
  it("says the client's decision with their comment", () => {
    const approved = review({ ...awaiting, state: 'approved', comment: 'Go ahead' });
    expect(
      describeClientReviewEntry(entry('PurchaseApprovalDecided', { from: awaiting, to: approved }), 'Acme Ltd')?.title,
    ).toBe('Client approved Acme Ltd: Go ahead');
    const rejected = review({ ...awaiting, state: 'rejected', comment: '' });
    expect(
      describeClientReviewEntry(entry('AttachmentApprovalDecided', { from: awaiting, to: rejected }), 'Teaser.pdf')
        ?.title,
    ).toBe('Client rejected Teaser.pdf');
  });
  it('says a document was shared, submitted, withdrawn or resubmitted as a new version', () => {
    const changed = (to: ClientReview) =>
      describeClientReviewEntry(entry('AttachmentClientReviewChanged', { from: notSubmittedReview, to }), 'Teaser.pdf')
        ?.title;
    expect(changed(review({ state: 'shared' }))).toBe('Shared Teaser.pdf with the client');
    expect(changed(awaiting)).toBe('Submitted Teaser.pdf for client approval');
    expect(changed(notSubmittedReview)).toBe('Withdrew Teaser.pdf from the client');
    const resubmitted = entry('AttachmentResubmitted', {
      from: review({ state: 'rejected', round: 1 }),
      to: review({ state: 'awaiting', round: 2 }),
      fileName: 'Teaser v2.pdf',
      fileVersion: 2,
    });
    expect(describeClientReviewEntry(resubmitted, 'Teaser.pdf')?.title).toBe('Resubmitted Teaser v2.pdf as version 2');
  });
  it('leaves other events, and review events without the review they moved to, to the usual description', () => {
    expect(describeClientReviewEntry(entry('PurchaseNdaSent', {}), 'Acme Ltd')).toBeNull();
    expect(describeClientReviewEntry(entry('AttachmentClientReviewChanged', {}), 'Teaser.pdf')).toBeNull();
  });
});
