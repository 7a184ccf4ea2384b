import { CommunicationAction, type CallDay } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { actionMix, outcomeMix, pointsOf } from './dayMix.js';

const days: CallDay[] = [
  { date: '2026-11-24', outcome: 'Spoke to Contact - Successful call', action: CommunicationAction.SendNDA, count: 2 },
  {
    date: '2026-11-24',
    outcome: 'Spoke to Contact - Successful call',
    action: CommunicationAction.FurtherCallBooked,
    count: 1,
  },
  { date: '2026-11-24', outcome: 'Called but no response', action: CommunicationAction.TryToCallAgain, count: 4 },
  { date: '2026-11-24', outcome: null, action: null, count: 1 },
  { date: '2026-11-23', outcome: 'Wrong contact details', action: CommunicationAction.TryToCallAgain, count: 7 },
];

describe('outcomeMix', () => {
  it("sums a day's points per outcome in the charts' order, calls without an outcome last", () => {
    const mix = outcomeMix(pointsOf(days, '2026-11-24'));
    expect(mix.map((s) => [s.label, s.count])).toEqual([
      ['Successful call', 3],
      ['Not the right contact', 0],
      ['No response', 4],
      ['Wrong details', 0],
      ['No outcome', 1],
    ]);
    expect(mix[0]?.key).toBe('Spoke to Contact - Successful call');
    expect(mix[4]?.key).toBe('none');
    expect(mix[2]?.filter).toEqual({ outcome: 'Called but no response' });
    expect(mix[4]?.filter).toEqual({ outcome: 'none' });
  });
});

describe('actionMix', () => {
  it("sums a day's points per action", () => {
    const mix = actionMix(pointsOf(days, '2026-11-24'));
    expect(mix.filter((s) => s.count > 0).map((s) => [s.label, s.count])).toEqual([
      ['Send NDA', 2],
      ['Further Call Booked', 1],
      ['Try To Call Again', 4],
      ['No action', 1],
    ]);
    expect(mix[0]?.filter).toEqual({ action: CommunicationAction.SendNDA });
    expect(mix.at(-1)?.filter).toEqual({ action: 'none' });
  });
});
