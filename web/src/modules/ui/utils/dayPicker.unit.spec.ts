import { describe, expect, it } from 'vitest';
import { formatDay, fromDayValue, parseDay, toDayValue } from './dayPicker.js';

describe('dayPicker', () => {
  it('writes and reads days as dd/MM/yyyy', () => {
    const day = new Date(2026, 10, 2, 12);
    expect(formatDay(day)).toBe('02/11/2026');
    expect(parseDay('2/11/2026')).toEqual(day);
    expect(parseDay(' 02/11/2026 ')).toEqual(day);
  });

  it('refuses what is not a real day', () => {
    expect(parseDay('31/02/2026')).toBe(false);
    expect(parseDay('2026-11-02')).toBe(false);
    expect(parseDay('')).toBe(false);
  });

  it('stores a picked day at local noon and reads it back as the same day', () => {
    const iso = fromDayValue('2026-06-21');
    expect(new Date(iso).getHours()).toBe(12);
    expect(toDayValue(iso)).toBe('2026-06-21');
  });
});
