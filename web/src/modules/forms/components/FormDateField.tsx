import { DateField, type DateFieldProps } from '../../ui/components/DateField.js';
import { useFormField } from '../hooks/useFormField.js';

export interface FormDateFieldProps extends Omit<DateFieldProps, 'id' | 'label' | 'value' | 'onChange' | 'error'> {
  name: string;
  label?: string;
}

/** An ISO instant ('' when not set), typed or picked in spec §9's formats. */
export function FormDateField({ name, label, ...date }: FormDateFieldProps) {
  const field = useFormField(name, label);
  return (
    <DateField
      {...date}
      id={field.id}
      label={field.label}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      error={field.error}
    />
  );
}
