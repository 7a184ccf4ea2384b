import { setCallerTargetsSchema, type CallerTargets } from '@dealbook/contracts';
import { fieldErrorsFromIssues, type FieldErrors } from '../../ui/utils/fieldErrors.js';

/** The targets dialog's inputs as typed: an empty box means "no target". */
export interface TargetsFormValues {
  callsPerDay: string;
  ndasPerMonth: string;
}

export const targetsFormValues = (targets: CallerTargets): TargetsFormValues => ({
  callsPerDay: targets.callsPerDay === null ? '' : String(targets.callsPerDay),
  ndasPerMonth: targets.ndasPerMonth === null ? '' : String(targets.ndasPerMonth),
});

const labels: Record<keyof TargetsFormValues, string> = {
  callsPerDay: 'Calls per day',
  ndasPerMonth: 'NDAs per month',
};

/** The body of PUT /api/user/{id}/targets, or what is wrong with each box (checked by the contract's schema). */
export function parseTargetsForm(
  values: TargetsFormValues,
): { ok: true; targets: CallerTargets } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const number = (field: keyof TargetsFormValues) => {
    const text = values[field].trim();
    if (text === '') return null;
    const value = Number(text);
    if (!Number.isFinite(value)) errors[field] = `${labels[field]} must be a number, or empty for no target`;
    return value;
  };
  const body = { callsPerDay: number('callsPerDay'), ndasPerMonth: number('ndasPerMonth') };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = setCallerTargetsSchema.safeParse(body);
  return parsed.success
    ? { ok: true, targets: parsed.data }
    : { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues) };
}
