import { TextField, type TextFieldProps } from '../../ui/components/TextField.js';
import { useFormField } from '../hooks/useFormField.js';

export interface FormTextFieldProps extends Omit<TextFieldProps, 'id' | 'label' | 'value' | 'onChange' | 'error'> {
  name: string;
  /** Defaults to the form's label for the field. */
  label?: string;
}

export function FormTextField({ name, label, ...input }: FormTextFieldProps) {
  const field = useFormField(name, label);
  return (
    <TextField
      {...input}
      id={field.id}
      label={field.label}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      error={field.error}
    />
  );
}
