import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate, formatMoney } from './format.js';

describe('formatMoney', () => {
  it('shows whole pounds with thousands separators', () => {
    expect(formatMoney(1250000)).toBe('£1,250,000');
    expect(formatMoney(0)).toBe('£0');
    expect(formatMoney(999.6)).toBe('£1,000');
  });

  it('shows a dash for a missing amount', () => {
    expect(formatMoney(undefined)).toBe('—');
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney(Number.NaN)).toBe('—');
  });
});

describe('formatDate', () => {
  it('reads DD/MM/YYYY (spec §9), day first', () => {
    expect(formatDate(new Date(2025, 1, 3, 23, 59))).toBe('03/02/2025');
    expect(formatDate(new Date(2024, 11, 31).toISOString())).toBe('31/12/2024');
  });

  it('shows a dash for missing or unreadable dates', () => {
    expect(formatDate('')).toBe('—');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});

describe('formatDateTime', () => {
  it('adds the 24-hour time', () => {
    expect(formatDateTime(new Date(2025, 0, 5, 14, 3))).toBe('05/01/2025 14:03');
    expect(formatDateTime(new Date(2025, 0, 5, 9, 7))).toBe('05/01/2025 09:07');
  });
});

describe('formatLongDate', () => {
  it("reads 'DD MMM YYYY' in the viewer's time zone, a dash when there is no date", () => {
    expect(formatLongDate(new Date(2026, 2, 7, 23, 59))).toBe('07 Mar 2026');
    expect(formatLongDate(null)).toBe('—');
    expect(formatLongDate('not a date')).toBe('—');
  });
});
