import { describe, expect, it } from 'vitest';
import { clientDecisionFormSchema } from './clientDecisionForm.js';

describe('the client decision form', () => {
  it('approves with or without a comment, trimmed as the contract trims it', () => {
    expect(clientDecisionFormSchema('approved').parse({ comment: '' })).toEqual({ decision: 'approved', comment: '' });
    expect(clientDecisionFormSchema('approved').parse({ comment: ' Fine ' })).toEqual({
      decision: 'approved',
      comment: 'Fine',
    });
  });
  it('asks a rejection to say why', () => {
    const blank = clientDecisionFormSchema('rejected').safeParse({ comment: '   ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['comment'], 'Say why, so the team can act on it'],
    ]);
    expect(clientDecisionFormSchema('rejected').parse({ comment: 'A competitor' })).toEqual({
      decision: 'rejected',
      comment: 'A competitor',
    });
  });
  it('refuses a comment longer than the server takes', () => {
    const long = clientDecisionFormSchema('approved').safeParse({ comment: 'x'.repeat(2001) });
    expect(long.error?.issues[0]?.message).toBe('comment is at most 2000 characters');
  });
});
