import { FormGroup, Intent, Switch } from '@blueprintjs/core';

export interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  id?: string;
  error?: string | undefined;
  disabled?: boolean | undefined;
}

export function SwitchField({ id, label, checked, onChange, error, disabled }: SwitchFieldProps) {
  const input = (
    <Switch
      id={id}
      label={label}
      checked={checked}
      disabled={disabled}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
  if (!error) return input;
  return (
    <FormGroup helperText={error} intent={Intent.DANGER}>
      {input}
    </FormGroup>
  );
}
