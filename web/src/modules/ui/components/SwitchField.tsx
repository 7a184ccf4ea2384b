import { Switch } from '@blueprintjs/core';

export interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function SwitchField({ label, checked, onChange }: SwitchFieldProps) {
  return <Switch label={label} checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />;
}
