import { useContext, useEffect } from 'react';
import { useController, useFormContext, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { FormFieldContext } from './formFieldContext.js';

/** A list field's error holds one per item: the first message found is the one shown. */
function firstMessage(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (typeof error.message === 'string' && error.message !== '') return error.message;
  for (const [key, nested] of Object.entries(error)) {
    if (key === 'ref' || !nested || typeof nested !== 'object') continue;
    const message = firstMessage(nested as FieldError);
    if (message) return message;
  }
  return undefined;
}

/**
 * What a field of a SchemaForm needs: its value and setter, its id, label and message. Focus
 * goes through the element's id, so Blueprint inputs that keep their element to themselves
 * still get it when the form points at the first field with a problem.
 */
export function useFormField<Values extends FieldValues = FieldValues>(name: Path<Values>, label?: string) {
  const { idPrefix, labels, ids } = useContext(FormFieldContext);
  const { control } = useFormContext<Values>();
  const { field, fieldState } = useController({ control, name });
  const id = ids?.[name] ?? `${idPrefix}-${name}`;
  const { ref } = field;
  useEffect(() => ref({ focus: () => document.getElementById(id)?.focus() }), [ref, id]);
  return {
    id,
    label: label ?? labels[name] ?? name,
    value: field.value as unknown,
    onChange: field.onChange as (value: unknown) => void,
    error: firstMessage(fieldState.error),
  };
}
