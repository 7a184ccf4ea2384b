import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldLabels } from './labelledMessage.js';
import { labelledResolver } from './labelledResolver.js';

export type CheckedForm<Output> = { ok: true; output: Output } | { ok: false; errors: Partial<Record<string, string>> };

/**
 * What the form would do on submit, without a screen: the body it would send, or the message
 * each field would show (specs of a form's schema read it this way).
 */
export async function checkForm<Values extends FieldValues, Output>(
  schema: z.ZodType<Output, Values>,
  labels: FieldLabels,
  values: Values,
): Promise<CheckedForm<Output>> {
  const result = await labelledResolver(schema, labels)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const entries = Object.entries(result.errors);
  if (entries.length === 0) return { ok: true, output: result.values as Output };
  return { ok: false, errors: Object.fromEntries(entries.map(([field, error]) => [field, error?.message as string])) };
}
