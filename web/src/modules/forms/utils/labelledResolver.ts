import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { labelledMessage, type FieldLabels } from './labelledMessage.js';

/** Relabels every message of a field's error, however deep (list fields hold one per item). */
function relabel(error: FieldError | FieldErrors | undefined, labels: FieldLabels, field: string): void {
  if (!error || typeof error !== 'object') return;
  if (typeof error.message === 'string') error.message = labelledMessage(error.message, labels, field);
  for (const [key, nested] of Object.entries(error)) {
    if (key !== 'ref' && key !== 'message' && key !== 'type' && nested && typeof nested === 'object') {
      relabel(nested as FieldErrors, labels, field);
    }
  }
}

/**
 * The contracts' zod schema as the form's validator (the same rules the server applies), with
 * its messages in the form's labels.
 */
export function labelledResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output, Values>,
  labels: FieldLabels,
): Resolver<Values, unknown, Output> {
  const resolve = zodResolver(schema) as Resolver<Values, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    for (const [field, error] of Object.entries(result.errors)) relabel(error as FieldError, labels, field);
    return result;
  };
}
