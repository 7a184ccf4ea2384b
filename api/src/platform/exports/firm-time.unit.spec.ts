import { describe, expect, it } from 'vitest';
import { formatFirmDate, formatFirmDateTime, wallClockIn } from './firm-time.js';

describe('times in the firm zone', () => {
  it('reads a summer call in London an hour later than UTC, and a winter one as UTC', () => {
    expect(formatFirmDateTime('Europe/London', '2026-07-01T08:30:00Z')).toBe('01/07/2026 09:30');
    expect(formatFirmDateTime('Europe/London', '2026-12-01T08:30:00Z')).toBe('01/12/2026 08:30');
  });

  it('puts a late-evening UTC instant on the next day where the firm is ahead', () => {
    expect(formatFirmDate('Asia/Tokyo', '2026-10-21T22:00:00Z')).toBe('22/10/2026');
    expect(formatFirmDate('Europe/London', null)).toBe('');
  });

  it('gives a spreadsheet the wall clock as the date cell, midnight staying midnight', () => {
    expect(wallClockIn('Europe/London', '2026-06-30T23:00:00Z').toISOString()).toBe('2026-07-01T00:00:00.000Z');
  });
});
