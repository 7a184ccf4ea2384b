import type { ChangeMessage } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { clientDecisionNotice, rowName } from './clientDecisionNotice.js';

const review = (state: string, comment = '') => ({ state, comment, round: 1 });
const push = (type: string, from: unknown, to: unknown): ChangeMessage => ({
  type,
  id: 'x-1',
  version: 5,
  op: 'updated',
  changes: { clientReview: { from, to } },
});
const names = (type: string) => (type === 'purchase' ? 'Acme Ltd' : type === 'attachment' ? 'Teaser.pdf' : undefined);

describe('clientDecisionNotice', () => {
  it("tells the team the client's decision in words, with the comment", () => {
    expect(clientDecisionNotice(push('purchase', review('awaiting'), review('approved')), names)).toEqual({
      decision: 'approved',
      text: 'Client approved Acme Ltd',
    });
    expect(
      clientDecisionNotice(push('attachment', review('awaiting'), review('rejected', ' Wrong figures ')), names),
    ).toEqual({ decision: 'rejected', text: 'Client rejected Teaser.pdf: Wrong figures' });
  });
  it('names the item generically when the screen does not hold it', () => {
    expect(clientDecisionNotice(push('purchase', review('awaiting'), review('rejected')), () => undefined)?.text).toBe(
      'Client rejected a purchaser',
    );
  });
  it('says nothing of submissions, shares, other fields, other types or a repeated decision', () => {
    expect(clientDecisionNotice(push('purchase', review('notSubmitted'), review('awaiting')), names)).toBeNull();
    expect(clientDecisionNotice(push('attachment', review('notSubmitted'), review('shared')), names)).toBeNull();
    expect(clientDecisionNotice(push('project', review('awaiting'), review('approved')), names)).toBeNull();
    expect(clientDecisionNotice(push('purchase', review('approved'), review('approved')), names)).toBeNull();
    const edit: ChangeMessage = { type: 'purchase', id: 'x', version: 2, op: 'updated', changes: {} };
    expect(clientDecisionNotice(edit, names)).toBeNull();
  });
  it('reads a purchase row by its company and an attachment row by its file', () => {
    expect(rowName('purchase', { company: { companyName: 'Acme Ltd' } })).toBe('Acme Ltd');
    expect(rowName('attachment', { fileName: 'Teaser.pdf' })).toBe('Teaser.pdf');
    expect(rowName('company', { companyName: 'Acme Ltd' })).toBeUndefined();
    expect(rowName('purchase', null)).toBeUndefined();
  });
});
