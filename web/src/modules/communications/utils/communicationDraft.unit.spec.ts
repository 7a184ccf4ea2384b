import { CommunicationAction, CommunicationType } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { checkForm } from '../../forms/utils/checkForm.js';
import {
  communicationFieldLabels,
  communicationFormSchema,
  linkLists,
  newDraft,
  withOutcome,
  type CommunicationDraft,
} from './communicationDraft.js';

const me = { _id: '0b5e2f3e-0000-4000-8000-000000000001', fullName: 'Ada Caller' };
const contact = { _id: '0b5e2f3e-0000-4000-8000-000000000002', fullName: 'Bo Contact' };
const check = (draft: CommunicationDraft) => checkForm(communicationFormSchema, communicationFieldLabels, draft);

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

  it('says before sending when the action does not follow the outcome (§4.4) or the date is unreadable', async () => {
    const bad = { ...newDraft(me), outcome: 'Called but no response' as const, action: CommunicationAction.SendNDA };
    const badAction = await check(bad);
    expect(badAction.ok).toBe(false);
    if (!badAction.ok) expect(badAction.errors.action).toMatch(/does not follow/);
    const badDate = await check({ ...newDraft(me), commsDate: 'soon' });
    expect(badDate.ok).toBe(false);
    if (!badDate.ok) expect(Object.keys(badDate.errors)).toEqual(['commsDate']);
    expect((await check(withOutcome(newDraft(me), 'Called but no response'))).ok).toBe(true);
  });

  it('sends people as ids and trims the content', async () => {
    const draft = { ...newDraft(me), content: '  Left a message  ', contacted: [contact] };
    expect(await check(draft)).toMatchObject({
      ok: true,
      output: { content: 'Left a message', contacted: [contact._id], employees: [me._id], outcome: null, action: null },
    });
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
