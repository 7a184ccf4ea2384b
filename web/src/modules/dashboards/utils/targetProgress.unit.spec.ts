import { describe, expect, it } from 'vitest';
import { periodTargets, targetProgress } from './targetProgress.js';

describe('targetProgress', () => {
  it('is nothing without a target', () => {
    expect(targetProgress(12, null)).toBeNull();
  });

  it('fills in proportion and caps at the target', () => {
    expect(targetProgress(10, 40)).toEqual({ done: 10, target: 40, fraction: 0.25, met: false, label: '10 of 40' });
    expect(targetProgress(50, 40)).toMatchObject({ fraction: 1, met: true, label: '50 of 40' });
  });

  it('counts a zero target as met', () => {
    expect(targetProgress(0, 0)).toMatchObject({ fraction: 1, met: true });
  });
});

describe('periodTargets', () => {
  const targets = { callsPerDay: 40, ndasPerMonth: 10 };

  it('is the daily target for a day, even a Saturday', () => {
    expect(periodTargets(targets, { from: '2026-11-24', to: '2026-11-24' })).toEqual({ calls: 40, ndas: 1 });
    expect(periodTargets(targets, { from: '2026-11-28', to: '2026-11-28' }).calls).toBe(40);
  });

  it('counts a week as five working days and a share of the month', () => {
    expect(periodTargets(targets, { from: '2026-11-23', to: '2026-11-29' })).toEqual({ calls: 200, ndas: 3 });
  });

  it('is the monthly target for a month', () => {
    expect(periodTargets(targets, { from: '2026-11-01', to: '2026-11-30' })).toEqual({ calls: 840, ndas: 10 });
  });

  it('keeps unset targets unset', () => {
    expect(periodTargets({ callsPerDay: null, ndasPerMonth: null }, { from: '2026-11-01', to: '2026-11-30' })).toEqual({
      calls: null,
      ndas: null,
    });
  });
});
