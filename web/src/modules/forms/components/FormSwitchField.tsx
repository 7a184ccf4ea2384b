import { SwitchField } from '../../ui/components/SwitchField.js';
import { useFormField } from '../hooks/useFormField.js';

export function FormSwitchField({ name, label, disabled }: { name: string; label?: string; disabled?: boolean }) {
  const field = useFormField(name, label);
  return (
    <SwitchField
      id={field.id}
      label={field.label}
      checked={Boolean(field.value)}
      onChange={field.onChange}
      error={field.error}
      disabled={disabled}
    />
  );
}
