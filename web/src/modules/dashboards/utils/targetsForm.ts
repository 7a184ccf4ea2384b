import { setCallerTargetsSchema, type CallerTargets } from '@dealbook/contracts';
import { formSchema } from '../../forms/utils/formSchema.js';

/** The targets dialog's inputs as typed: an empty box means "no target". */
export interface TargetsFormValues {
  callsPerDay: string;
  ndasPerMonth: string;
}

export const targetsFormValues = (targets: CallerTargets): TargetsFormValues => ({
  callsPerDay: targets.callsPerDay === null ? '' : String(targets.callsPerDay),
  ndasPerMonth: targets.ndasPerMonth === null ? '' : String(targets.ndasPerMonth),
});

/** The dialog's fields as they are labelled. */
export const targetsFieldLabels = {
  callsPerDay: 'Calls per day',
  ndasPerMonth: 'NDAs per month',
} as const satisfies Record<keyof TargetsFormValues, string>;

/** The body of PUT /api/user/{id}/targets, checked by the contract's schema (whole, not negative). */
export const targetsFormSchema = formSchema((values: TargetsFormValues, problems) => {
  const number = (field: keyof TargetsFormValues) => {
    const text = values[field].trim();
    if (text === '') return null;
    const value = Number(text);
    if (Number.isFinite(value)) return value;
    problems.add(field, `${targetsFieldLabels[field]} must be a number, or empty for no target`);
    return null;
  };
  return { callsPerDay: number('callsPerDay'), ndasPerMonth: number('ndasPerMonth') };
}, setCallerTargetsSchema);
