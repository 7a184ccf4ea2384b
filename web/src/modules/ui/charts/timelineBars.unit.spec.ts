import { CommunicationAction } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { dayLabel, dayRange, daysFromTo, lastDays, outcomeBars } from './timelineBars.js';

describe('outcomeBars: spec §9 daily counts per outcome', () => {
  const days = ['2026-03-06', '2026-03-07'];

  it('sums an outcome’s actions per day and keeps days without calls as empty bars', () => {
    const bars = outcomeBars(
      [
        {
          date: '2026-03-07',
          outcome: 'Spoke to Contact - Successful call',
          action: CommunicationAction.SendNDA,
          count: 2,
          percent: 50,
        },
        {
          date: '2026-03-07',
          outcome: 'Spoke to Contact - Successful call',
          action: CommunicationAction.FurtherCallBooked,
          count: 1,
          percent: 25,
        },
        { date: '2026-03-07', outcome: null, action: null, count: 1, percent: 25 },
        // Outside the days shown: left out.
        { date: '2026-02-01', outcome: 'Called but no response', action: 4, count: 9, percent: 100 },
      ],
      days,
    );
    expect(bars.map((bar) => bar.total)).toEqual([0, 4]);
    expect(bars[1]?.counts).toEqual({
      'Spoke to Contact - Successful call': 3,
      'Engaged conversation but not the right contact': 0,
      'Called but no response': 0,
      'Wrong contact details': 0,
      none: 1,
    });
    expect(bars[1]?.label).toBe('Mar 07');
  });

  it('labels days MMM DD', () => {
    expect(dayLabel('2026-12-25')).toBe('Dec 25');
    expect(dayLabel('2027-01-01')).toBe('Jan 01');
  });

  it('counts the days back from today, oldest first, across a month end', () => {
    expect(lastDays(3, new Date(2026, 2, 1, 15, 0))).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });

  it('asks the server from the first day’s midnight to the end of today', () => {
    const { from, to } = dayRange(14, new Date(2026, 2, 14, 9, 30));
    expect(new Date(from)).toEqual(new Date(2026, 2, 1));
    expect(new Date(to)).toEqual(new Date(2026, 2, 14, 23, 59, 59, 999));
  });
});

describe('daysFromTo', () => {
  it('lists the days of a period, both ends included, across a month end', () => {
    expect(daysFromTo('2026-10-30', '2026-11-02')).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(daysFromTo('2026-11-02', '2026-11-01')).toEqual([]);
  });
});
