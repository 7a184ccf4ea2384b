import { describe, expect, it } from 'vitest';
import { countChange, formatRate, rateChange } from './figureChange.js';

describe('countChange', () => {
  it('marks a rise, a fall and no change', () => {
    expect(countChange(12, 9)).toEqual({
      direction: 'up',
      text: '▲ 3',
      description: '3 more than the previous period',
    });
    expect(countChange(4, 10)).toMatchObject({ direction: 'down', text: '▼ 6' });
    expect(countChange(5, 5)).toMatchObject({ direction: 'same', text: '–' });
  });
});

describe('rateChange', () => {
  it('compares rates in whole percentage points', () => {
    expect(rateChange(0.5, 0.25)).toMatchObject({ direction: 'up', text: '▲ 25 pts' });
    expect(rateChange(0.3, 0.333)).toMatchObject({ direction: 'down', text: '▼ 3 pts' });
    expect(rateChange(0.401, 0.4)).toMatchObject({ direction: 'same', text: '–' });
  });

  it('says nothing when either period had no calls', () => {
    expect(rateChange(null, 0.5)).toBeNull();
    expect(rateChange(0.5, null)).toBeNull();
  });
});

describe('formatRate', () => {
  it('reads as a whole percentage, or a dash without calls', () => {
    expect(formatRate(0.456)).toBe('46%');
    expect(formatRate(0)).toBe('0%');
    expect(formatRate(null)).toBe('—');
  });
});
