import { describe, expect, it } from 'vitest';
import { checkForm } from '../../forms/utils/checkForm.js';
import { targetsFieldLabels, targetsFormSchema, targetsFormValues, type TargetsFormValues } from './targetsForm.js';

const check = (values: TargetsFormValues) => checkForm(targetsFormSchema, targetsFieldLabels, values);

describe('targetsFormSchema', () => {
  it('reads whole numbers, and an empty box as no target', async () => {
    expect(await check({ callsPerDay: ' 40 ', ndasPerMonth: '' })).toEqual({
      ok: true,
      output: { callsPerDay: 40, ndasPerMonth: null },
    });
  });

  it('names the field that is not a number by its label', async () => {
    expect(await check({ callsPerDay: 'forty', ndasPerMonth: '5' })).toEqual({
      ok: false,
      errors: { callsPerDay: 'Calls per day must be a number, or empty for no target' },
    });
  });

  it("keeps the contract's rules, in the fields' labels: whole, not negative", async () => {
    expect(await check({ callsPerDay: '2.5', ndasPerMonth: '-1' })).toEqual({
      ok: false,
      errors: {
        callsPerDay: 'Calls per day must be a whole number',
        ndasPerMonth: 'NDAs per month must be at least 0',
      },
    });
  });
});

describe('targetsFormValues', () => {
  it('shows unset targets as empty boxes', () => {
    expect(targetsFormValues({ callsPerDay: 30, ndasPerMonth: null })).toEqual({ callsPerDay: '30', ndasPerMonth: '' });
  });
});
