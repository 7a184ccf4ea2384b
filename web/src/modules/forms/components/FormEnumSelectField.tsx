import { EnumSelectField, type EnumSelectFieldProps } from '../../ui/components/EnumSelectField.js';
import { useFormField } from '../hooks/useFormField.js';

export interface FormEnumSelectFieldProps extends Omit<
  EnumSelectFieldProps,
  'id' | 'label' | 'value' | 'onChange' | 'error'
> {
  name: string;
  label?: string;
}

/** One of a contracts enumeration, '' while nothing is chosen. */
export function FormEnumSelectField({ name, label, ...select }: FormEnumSelectFieldProps) {
  const field = useFormField(name, label);
  return (
    <EnumSelectField
      {...select}
      id={field.id}
      label={field.label}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      error={field.error}
    />
  );
}
