import { describe, expect, it } from 'vitest';
import { addDays, dayIn, firmTimeZone, monthOf, periodRanges, weekOf } from './firm-time-zone.js';

describe('the firm time zone', () => {
  it('defaults to Europe/London and refuses a zone that does not exist', () => {
    expect(firmTimeZone({})).toBe('Europe/London');
    expect(firmTimeZone({ FIRM_TIME_ZONE: 'America/New_York' })).toBe('America/New_York');
    expect(() => firmTimeZone({ FIRM_TIME_ZONE: 'Mars/Olympus' })).toThrow(/FIRM_TIME_ZONE/);
  });

  it('puts an instant on the day it falls on in the firm, not in UTC', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (summer time).
    expect(dayIn('Europe/London', '2026-06-30T23:30:00Z')).toBe('2026-07-01');
    expect(dayIn('UTC', '2026-06-30T23:30:00Z')).toBe('2026-06-30');
    expect(dayIn('Europe/London', '2026-12-31T23:30:00Z')).toBe('2026-12-31');
  });

  it('compares today with yesterday, a week (Monday to Sunday) with the last, a month with the last', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekOf('2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(monthOf('2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodRanges('today', '2026-11-24')).toEqual({
      range: { from: '2026-11-24', to: '2026-11-24' },
      previous: { from: '2026-11-23', to: '2026-11-23' },
    });
    expect(periodRanges('week', '2026-11-24').previous).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(periodRanges('month', '2026-01-10').previous).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });
});
