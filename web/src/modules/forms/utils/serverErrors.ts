import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { labelledMessage, type FieldLabels } from './labelledMessage.js';

/** Where a message that belongs to no field of the form is kept (shown above the fields). */
export const formProblem = 'root.server' as const;

/**
 * A 400's field messages put on the form's fields (`assignedTo.0` on `assignedTo`), in the
 * form's labels; a message about anything the form does not show goes above the fields. The
 * first field with a problem gets the focus.
 */
export function showServerErrors<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  details: Readonly<Record<string, string>>,
  labels: FieldLabels,
): void {
  const fields = new Set(Object.keys(form.getValues()));
  let first: string | undefined;
  for (const [key, message] of Object.entries(details)) {
    const field = key.split('.')[0]!;
    if (fields.has(field)) {
      form.setError(field as Path<Values>, { type: 'server', message: labelledMessage(message, labels, field) });
      first ??= field;
    } else {
      form.setError(formProblem, { type: 'server', message: labelledMessage(message, labels) });
    }
  }
  if (first) form.setFocus(first as Path<Values>);
}
