import { describe, expect, it } from 'vitest';
import { describeRate, describeRowsDone, describeSecondsLeft, progressFraction } from './progressText.js';

const progress = { phase: 'run' as const, rowsDone: 1200, rowsTotal: 50_000, rowsPerSecond: 850.4, secondsLeft: 57 };

describe('an import’s progress in words', () => {
  it('says the time left as people say it', () => {
    expect(describeSecondsLeft(0.4)).toBe('a moment');
    expect(describeSecondsLeft(1)).toBe('1 second');
    expect(describeSecondsLeft(44.2)).toBe('45 seconds');
    expect(describeSecondsLeft(240)).toBe('about 4 minutes');
    expect(describeSecondsLeft(3600)).toBe('about 1 hour');
    expect(describeSecondsLeft(4800)).toBe('about 1 hour 20 minutes');
  });

  it('counts rows of a known or estimated total, and records for an undo', () => {
    expect(describeRowsDone(progress, true)).toBe('1,200 of 50,000 rows');
    expect(describeRowsDone(progress, false)).toBe('1,200 of about 50,000 rows');
    expect(describeRowsDone({ ...progress, phase: 'undo', rowsTotal: 0 }, true)).toBe('1,200 records');
  });

  it('gives the rate and the time left once known', () => {
    expect(describeRate(progress)).toBe('850 rows a second · 57 seconds left');
    expect(describeRate({ ...progress, rowsPerSecond: 0, secondsLeft: null })).toBe('working out the time left');
  });

  it('fills the bar by the share done, or leaves it moving while the total is unknown', () => {
    expect(progressFraction(progress)).toBeCloseTo(0.024);
    expect(progressFraction({ ...progress, rowsDone: 60_000 })).toBe(1);
    expect(progressFraction({ ...progress, rowsTotal: 0 })).toBeUndefined();
  });
});
