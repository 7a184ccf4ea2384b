import { CommunicationAction, CommunicationType } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { draftFields, draftProblems, linkLists, newDraft, withOutcome } from './communicationDraft.js';

const me = { _id: '0b5e2f3e-0000-4000-8000-000000000001', fullName: 'Ada Caller' };

describe('the communication draft', () => {
  it('starts as a phone call now by the person logging it, with no outcome', () => {
    const now = new Date('2026-03-07T10:15:00Z');
    expect(newDraft(me, now)).toEqual({
      commsType: CommunicationType.Phone,
      commsDate: '2026-03-07T10:15:00.000Z',
      content: '',
      contacted: [],
      employees: [me],
      outcome: null,
      action: null,
    });
  });

  it('picking an outcome picks its default action; an allowed action survives a change of outcome', () => {
    const spoke = withOutcome(newDraft(me), 'Spoke to Contact - Successful call');
    expect(spoke.action).toBe(CommunicationAction.SendNDA);
    const wrong = withOutcome({ ...spoke, action: CommunicationAction.FindRightContact }, 'Wrong contact details');
    expect(wrong.action).toBe(CommunicationAction.FindRightContact);
    expect(withOutcome(spoke, 'Called but no response').action).toBe(CommunicationAction.TryToCallAgain);
    expect(withOutcome(spoke, null)).toMatchObject({ outcome: null, action: null });
  });

  it('says before sending when the action does not follow the outcome (§4.4) or the date is unreadable', () => {
    const bad = { ...newDraft(me), outcome: 'Called but no response' as const, action: CommunicationAction.SendNDA };
    expect(draftProblems(bad).action).toMatch(/does not follow/);
    expect(draftProblems({ ...newDraft(me), commsDate: 'soon' }).commsDate).toBeDefined();
    expect(draftProblems(withOutcome(newDraft(me), 'Called but no response'))).toEqual({});
  });

  it('sends people as ids and trims the content', () => {
    const draft = { ...newDraft(me), content: '  Left a message  ', contacted: [{ _id: 'c-1', fullName: 'Bo' }] };
    expect(draftFields(draft)).toMatchObject({ content: 'Left a message', contacted: ['c-1'], employees: [me._id] });
  });

  it('links a new communication to each record once, in its list', () => {
    expect(
      linkLists([
        { type: 'purchase', id: 'pu-1' },
        { type: 'project', id: 'p-1' },
        { type: 'company', id: 'co-1' },
        { type: 'project', id: 'p-1' },
      ]),
    ).toEqual({ purchases: ['pu-1'], projects: ['p-1'], companies: ['co-1'] });
  });
});
