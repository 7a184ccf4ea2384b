import { describe, expect, it } from 'vitest';
import { submissionSummary, submitPurchasersFormSchema } from './submitPurchasersForm.js';

const id = '0193a2b4-0000-7000-8000-000000000001';

describe('submitting purchasers for client approval', () => {
  it('sends the ticked purchasers or all, with the note trimmed and the sector choice', () => {
    expect(submitPurchasersFormSchema({ purchases: [id] }).parse({ note: ' Strong fit ', shareSector: true })).toEqual({
      purchases: [id],
      note: 'Strong fit',
      shareSector: true,
    });
    expect(submitPurchasersFormSchema({ all: true }).parse({ note: '', shareSector: false })).toEqual({
      all: true,
      note: '',
      shareSector: false,
    });
  });
  it('refuses an empty selection as the server would', () => {
    expect(submitPurchasersFormSchema({ purchases: [] }).safeParse({ note: '', shareSector: false }).success).toBe(
      false,
    );
  });
  it('says how many went and why the others did not', () => {
    expect(submissionSummary({ submitted: ['a', 'b'], skipped: [] })).toBe('2 submitted');
    expect(
      submissionSummary({
        submitted: ['a'],
        skipped: [
          { _id: 'b', companyName: 'Acme Ltd', reason: 'already approved' },
          { _id: 'c', companyName: 'Bolt plc', reason: 'awaiting the client' },
        ],
      }),
    ).toBe('1 submitted, 2 skipped (Acme Ltd: already approved; Bolt plc: awaiting the client)');
  });
});
