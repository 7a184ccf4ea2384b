import { FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { useFormField } from '../hooks/useFormField.js';

export interface FormNumberSelectFieldProps {
  name: string;
  label?: string;
  /** The choices: a numeric enumeration's values with what each is called. */
  options: readonly { value: number; label: string }[];
  fill?: boolean;
}

/** One of a numeric enumeration (a status, a priority, a role), kept as its number. */
export function FormNumberSelectField({ name, label, options, fill }: FormNumberSelectFieldProps) {
  const field = useFormField(name, label);
  const intent = field.error ? Intent.DANGER : Intent.NONE;
  return (
    <FormGroup label={field.label} labelFor={field.id} helperText={field.error} intent={intent}>
      <HTMLSelect
        id={field.id}
        fill={fill}
        value={String(field.value)}
        options={options.map((option) => ({ value: String(option.value), label: option.label }))}
        onChange={(event) => field.onChange(Number(event.currentTarget.value))}
      />
    </FormGroup>
  );
}
