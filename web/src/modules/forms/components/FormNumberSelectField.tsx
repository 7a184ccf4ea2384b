import { FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { useFormField } from '../hooks/useFormField.js';

export interface FormNumberSelectFieldProps {
  name: string;
  label?: string;
  /** The choices: a numeric enumeration's values with what each is called. */
  options: readonly { value: number; label: string }[];
  /** Offered as the empty choice (the value null); without it a value must be chosen. */
  emptyLabel?: string;
  fill?: boolean;
}

/**
 * One of a numeric enumeration (a status, a priority, a role), kept as its number: a native
 * select, so typing a letter jumps to it.
 */
export function FormNumberSelectField({ name, label, options, emptyLabel, fill }: FormNumberSelectFieldProps) {
  const field = useFormField(name, label);
  const value = field.value as number | null | undefined;
  const intent = field.error ? Intent.DANGER : Intent.NONE;
  return (
    <FormGroup label={field.label} labelFor={field.id} helperText={field.error} intent={intent}>
      <HTMLSelect
        id={field.id}
        fill={fill}
        value={value === null || value === undefined ? '' : String(value)}
        options={[
          ...(emptyLabel === undefined ? [] : [{ value: '', label: emptyLabel }]),
          ...options.map((option) => ({ value: String(option.value), label: option.label })),
        ]}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          field.onChange(chosen === '' ? null : Number(chosen));
        }}
      />
    </FormGroup>
  );
}
