import { TextAreaField } from '../../ui/components/TextAreaField.js';
import { useFormField } from '../hooks/useFormField.js';

export function FormTextAreaField({ name, label }: { name: string; label?: string }) {
  const field = useFormField(name, label);
  return (
    <TextAreaField
      id={field.id}
      label={field.label}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      error={field.error}
    />
  );
}
