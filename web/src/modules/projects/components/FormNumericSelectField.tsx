import { useFormField } from '../../forms/hooks/useFormField.js';
import type { Option } from '../../ui/labels/projectLabels.js';
import { NumericSelectField } from './NumericSelectField.js';

export interface FormNumericSelectFieldProps<T extends number> {
  name: string;
  label?: string;
  options: readonly Option<T>[];
  /** Offered as the empty choice (null); without it a value must be chosen. */
  emptyLabel?: string;
}

/** A numeric enumeration of the project form, by its readable names. */
export function FormNumericSelectField<T extends number>({
  name,
  label,
  options,
  emptyLabel,
}: FormNumericSelectFieldProps<T>) {
  const field = useFormField(name, label);
  return (
    <NumericSelectField
      id={field.id}
      label={field.label}
      options={options}
      value={(field.value as T | null | undefined) ?? null}
      // Without an empty choice there is nothing to clear.
      onChange={(value) => (value !== null || emptyLabel !== undefined) && field.onChange(value)}
      emptyLabel={emptyLabel}
      error={field.error}
    />
  );
}
