import { describe, expect, it } from 'vitest';
import { cellText } from './cell-text.js';

const zone = 'Europe/London';

describe('cellText', () => {
  it('reads money in pounds and pence and numbers with separators', () => {
    expect(cellText('money', 1234.5, zone)).toBe('£1,234.50');
    expect(cellText('number', 12345, zone)).toBe('12,345');
  });

  it('reads dates DD/MM/YYYY in the firm zone, from Dates or ISO text', () => {
    expect(cellText('date', '2026-06-30T23:30:00Z', zone)).toBe('01/07/2026');
    expect(cellText('dateTime', new Date('2026-01-05T09:05:00Z'), zone)).toBe('05/01/2026 09:05');
    expect(cellText('date', null, zone)).toBe('');
  });

  it('reads a tick as ✓ and its day, an unticked one as nothing, yes/no in words', () => {
    expect(cellText('tick', { checked: true, timestamp: '2026-02-10T10:00:00Z' }, zone)).toBe('✓ 10/02/2026');
    expect(cellText('tick', { checked: false, timestamp: '2026-02-10T10:00:00Z' }, zone)).toBe('');
    expect(cellText('yesNo', true, zone)).toBe('Yes');
    expect(cellText('yesNo', false, zone)).toBe('No');
  });
});
