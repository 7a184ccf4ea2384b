import { describe, expect, it } from 'vitest';
import { contactFieldsSchema, type ContactEvent } from '@dealbook/contracts';
import { contactDecider } from './contact.decider.js';
import { deciderSpec } from '../../kernel/event-sourcing/decider-spec.js';

const survivorId = '0193a000-0000-7000-8000-000000000001';
const mergedId = '0193a000-0000-7000-8000-000000000002';
const mergeId = '0193a000-0000-7000-8000-0000000000aa';
const harbour = { companyId: '0193a000-0000-7000-8000-0000000000c1', companyName: 'Harbour Partners' };
const bay = { companyId: '0193a000-0000-7000-8000-0000000000c2', companyName: 'Bay Capital' };
const survivorRef = { id: survivorId, name: 'Helen Marsh' };
const mergedRef = { id: mergedId, name: 'Helen Marsh' };

const registered = (contactId: string, mobile = ''): ContactEvent => ({
  type: 'ContactRegistered',
  data: {
    contactId,
    reference: contactId === survivorId ? 'CON-000001' : 'CON-000002',
    fields: contactFieldsSchema.parse({ firstName: 'Helen', lastName: 'Marsh', mobile }),
  },
});
const joined = (contactId: string, company: typeof harbour): ContactEvent => ({
  type: 'ContactJoinedCompany',
  data: { contactId, ...company },
});

const given = deciderSpec(contactDecider);

describe('contact decider: merges', () => {
  it('MergeContact takes the chosen values and joins the merged contact’s companies it lacks', () => {
    const decide = given(registered(survivorId), joined(survivorId, harbour)).when({
      type: 'MergeContact',
      contactId: survivorId,
      merged: mergedRef,
      mergeId,
      values: { mobile: '07700 900123' },
      companies: [harbour, bay],
      referrals: [],
      moved: [{ kind: 'companies', count: 2 }],
    });
    decide.then([
      joined(survivorId, bay),
      {
        type: 'ContactMerged',
        data: {
          contactId: survivorId,
          merged: mergedRef,
          mergeId,
          changes: { mobile: { from: '', to: '07700 900123' } },
          moved: [{ kind: 'companies', count: 2 }],
        },
      },
    ]);
  });

  it('CloseMergedContact leaves its companies and closes it; RestoreMergedContact brings both back', () => {
    const history = [registered(mergedId, '07700 900123'), joined(mergedId, bay)];
    const closing = given(...history)
      .when({
        type: 'CloseMergedContact',
        contactId: mergedId,
        into: survivorRef,
        mergeId,
        moves: [],
      })
      .events();
    expect(closing.map((event) => event.type)).toEqual(['ContactLeftCompany', 'ContactMergedInto']);
    const closed = [...history, ...closing];
    const refused = given(...closed)
      .when({ type: 'DeleteContact', contactId: mergedId })
      .thenRefuses();
    expect(refused.message).toBe('Helen Marsh was merged into Helen Marsh: make the change on Helen Marsh instead');
    const restored = given(...closed)
      .when({
        type: 'RestoreMergedContact',
        contactId: mergedId,
        mergeId,
        createdAt: '2026-11-01T09:00:00.000Z',
        companies: [bay],
        referrals: [],
      })
      .events();
    expect(restored[0]).toMatchObject({
      type: 'ContactRestoredFromMerge',
      data: { reference: 'CON-000002', fields: { mobile: '07700 900123' }, from: survivorRef },
    });
    expect(restored[1]).toEqual(joined(mergedId, bay));
  });

  it('UndoContactMerge leaves only the companies the merge gave, and puts values back', () => {
    const merge: ContactEvent = {
      type: 'ContactMerged',
      data: {
        contactId: survivorId,
        merged: mergedRef,
        mergeId,
        changes: { mobile: { from: '', to: '077' } },
        moved: [],
      },
    };
    const history = [registered(survivorId), joined(survivorId, harbour), joined(survivorId, bay), merge];
    const events = given(...history)
      .when({
        type: 'UndoContactMerge',
        contactId: survivorId,
        mergeId,
        companies: [bay.companyId],
        referrals: [],
      })
      .events();
    expect(events).toEqual([
      { type: 'ContactLeftCompany', data: { contactId: survivorId, ...bay } },
      {
        type: 'ContactMergeUndone',
        data: {
          contactId: survivorId,
          merged: mergedRef,
          mergeId,
          changes: { mobile: { from: '077', to: '' } },
          kept: [],
        },
      },
    ]);
  });
});
