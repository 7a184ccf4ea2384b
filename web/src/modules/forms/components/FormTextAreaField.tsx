import { TextAreaField } from '../../ui/components/TextAreaField.js';
import { useFormField } from '../hooks/useFormField.js';

export interface FormTextAreaFieldProps {
  name: string;
  label?: string;
  autoFocus?: boolean;
  /** Enter sends the form, Shift+Enter starts a new line. */
  submitOnEnter?: boolean;
}

export function FormTextAreaField({ name, label, autoFocus, submitOnEnter }: FormTextAreaFieldProps) {
  const field = useFormField(name, label);
  return (
    <TextAreaField
      id={field.id}
      label={field.label}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      error={field.error}
      autoFocus={autoFocus}
      submitOnEnter={submitOnEnter}
    />
  );
}
