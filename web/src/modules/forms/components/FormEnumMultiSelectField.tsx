import { EnumMultiSelectField } from '../../ui/components/EnumMultiSelectField.js';
import { useFormField } from '../hooks/useFormField.js';

export interface FormEnumMultiSelectFieldProps<T extends string> {
  name: string;
  label?: string;
  options: readonly T[];
}

export function FormEnumMultiSelectField<T extends string>({ name, label, options }: FormEnumMultiSelectFieldProps<T>) {
  const field = useFormField(name, label);
  return (
    <EnumMultiSelectField
      id={field.id}
      label={field.label}
      options={options}
      selected={(field.value as T[] | undefined) ?? []}
      onChange={field.onChange}
      error={field.error}
    />
  );
}
