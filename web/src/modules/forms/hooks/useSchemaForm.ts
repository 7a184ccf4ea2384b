import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldLabels } from '../utils/labelledMessage.js';
import { labelledResolver } from '../utils/labelledResolver.js';

export interface SchemaFormOptions<Values extends FieldValues, Output> {
  /** What the form's values must satisfy, turned into what is sent (usually a contracts schema). */
  schema: z.ZodType<Output, Values>;
  defaultValues: DefaultValues<Values>;
  labels: FieldLabels;
}

/**
 * Every form's state: react-hook-form validated by a zod schema on submit, then again on each
 * change once a submit was tried, so a message goes away as soon as the field is right.
 */
export function useSchemaForm<Values extends FieldValues, Output>({
  schema,
  defaultValues,
  labels,
}: SchemaFormOptions<Values, Output>) {
  return useForm<Values, unknown, Output>({
    resolver: labelledResolver(schema, labels),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
