import { describe, expect, it } from 'vitest';
import { parseTargetsForm, targetsFormValues } from './targetsForm.js';

describe('parseTargetsForm', () => {
  it('reads whole numbers, and an empty box as no target', () => {
    expect(parseTargetsForm({ callsPerDay: ' 40 ', ndasPerMonth: '' })).toEqual({
      ok: true,
      targets: { callsPerDay: 40, ndasPerMonth: null },
    });
  });

  it('names the field that is not a number', () => {
    const result = parseTargetsForm({ callsPerDay: 'forty', ndasPerMonth: '5' });
    expect(result).toEqual({
      ok: false,
      errors: { callsPerDay: 'Calls per day must be a number, or empty for no target' },
    });
  });

  it("keeps the contract's rules: whole, not negative", () => {
    const result = parseTargetsForm({ callsPerDay: '2.5', ndasPerMonth: '-1' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.callsPerDay).toBe('callsPerDay must be a whole number');
      expect(result.errors.ndasPerMonth).toBeDefined();
    }
  });
});

describe('targetsFormValues', () => {
  it('shows unset targets as empty boxes', () => {
    expect(targetsFormValues({ callsPerDay: 30, ndasPerMonth: null })).toEqual({ callsPerDay: '30', ndasPerMonth: '' });
  });
});
