import { describe, expect, it } from 'vitest';
import { daysBetween, daysInMonth, weekdaysBetween } from './calendarDays.js';

describe('daysBetween', () => {
  it('lists every day of the range, both ends included, across a month end', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('keeps 24-hour days over the clock change (the firm days are dates, not instants)', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
  });

  it('is one day for a single day and none for a reversed range', () => {
    expect(daysBetween('2026-11-24', '2026-11-24')).toEqual(['2026-11-24']);
    expect(daysBetween('2026-11-25', '2026-11-24')).toEqual([]);
  });
});

describe('weekdaysBetween', () => {
  it('counts Monday to Friday only', () => {
    // Monday 23 to Sunday 29 November 2026.
    expect(weekdaysBetween('2026-11-23', '2026-11-29')).toBe(5);
    expect(weekdaysBetween('2026-11-28', '2026-11-29')).toBe(0);
    expect(weekdaysBetween('2026-11-01', '2026-11-30')).toBe(21);
  });
});

describe('daysInMonth', () => {
  it('knows short months and leap years', () => {
    expect(daysInMonth('2026-02-10')).toBe(28);
    expect(daysInMonth('2028-02-10')).toBe(29);
    expect(daysInMonth('2026-11-24')).toBe(30);
  });
});
