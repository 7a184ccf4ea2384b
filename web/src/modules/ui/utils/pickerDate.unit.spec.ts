import { describe, expect, it } from 'vitest';
import { formatPickerDate, fromPickerValue, parsePickerDate, toPickerValue } from './pickerDate.js';

describe('picker dates', () => {
  it('round-trips an instant through the picker’s wall-clock value', () => {
    const iso = new Date(2026, 10, 22, 14, 30).toISOString();
    expect(toPickerValue(iso)).toBe('2026-11-22T14:30:00');
    expect(fromPickerValue(toPickerValue(iso))).toBe(iso);
  });

  it('shows dd/MM/yyyy hh:mm a and reads it back', () => {
    const date = new Date(2026, 0, 5, 9, 7);
    expect(formatPickerDate(date)).toBe('05/01/2026 09:07 AM');
    expect(parsePickerDate('05/01/2026 09:07 AM')).toEqual(date);
    expect(parsePickerDate('05/01/2026 12:00 AM')).toEqual(new Date(2026, 0, 5, 0, 0));
    expect(parsePickerDate('05/01/2026 12:30 PM')).toEqual(new Date(2026, 0, 5, 12, 30));
    expect(parsePickerDate('05/01/2026 01:30 PM')).toEqual(new Date(2026, 0, 5, 13, 30));
    expect(parsePickerDate('05/01/2026')).toEqual(new Date(2026, 0, 5, 12, 0));
  });

  it('refuses what is not a date', () => {
    expect(parsePickerDate('31/02/2026')).toBe(false);
    expect(parsePickerDate('tomorrow')).toBe(false);
  });
});
