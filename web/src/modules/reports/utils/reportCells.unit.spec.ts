import { describe, expect, it } from 'vitest';
import { cellText } from './reportCells.js';

describe('report cells on the page', () => {
  it('reads each kind in the user’s words', () => {
    expect(cellText('number', 1234)).toBe('1,234');
    expect(cellText('money', 1500)).toBe('£1,500.00');
    expect(cellText('yesNo', false)).toBe('No');
    expect(cellText('text', 'Line one\nline two')).toBe('Line one\nline two');
    expect(cellText('date', null)).toBe('');
    expect(cellText('tick', { checked: false, timestamp: '2026-11-02T10:00:00Z' })).toBe('');
    expect(cellText('date', '2026-11-02T10:00:00.000Z')).toMatch(/^0[23]\/11\/2026$/);
  });
});
