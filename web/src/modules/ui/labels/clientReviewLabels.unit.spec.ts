import { notSubmittedReview, type ClientReview } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { daysLabel, overdueHeadline, rejectedLock, roundLabel } from './clientReviewLabels.js';

const rejected: ClientReview = {
  ...notSubmittedReview,
  state: 'rejected',
  round: 1,
  submittedAt: '2026-11-20T09:00:00.000Z',
  decidedAt: '2026-11-21T09:00:00.000Z',
  comment: 'A competitor',
};

describe('client review labels', () => {
  it('locks only a purchaser the client rejected, saying why', () => {
    expect(rejectedLock({ clientReview: rejected })).toBe('The client rejected this purchaser');
    expect(rejectedLock({ clientReview: { ...rejected, state: 'approved' } })).toBeNull();
    expect(rejectedLock({})).toBeNull();
  });
  it('names a resubmission by its round', () => {
    expect(roundLabel(0)).toBeNull();
    expect(roundLabel(1)).toBeNull();
    expect(roundLabel(2)).toBe('Resubmitted — version 2');
  });
  it('counts overdue approvals and days in the right number', () => {
    expect(daysLabel(1)).toBe('1 day');
    expect(overdueHeadline(1, 5)).toBe('1 client approval waiting more than 5 days');
    expect(overdueHeadline(3, 1)).toBe('3 client approvals waiting more than 1 day');
  });
});
