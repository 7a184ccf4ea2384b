import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import type { HTMLInputTypeAttribute } from 'react';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  type?: HTMLInputTypeAttribute;
  autoFocus?: boolean;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'text' | 'decimal' | 'tel' | 'url' | 'email';
}

export function TextField({ id, label, value, onChange, error, required, ...input }: TextFieldProps) {
  const intent = error ? Intent.DANGER : Intent.NONE;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={required ? '(required)' : undefined}
      helperText={error}
      intent={intent}
    >
      <InputGroup
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        intent={intent}
        required={required}
        aria-invalid={error ? true : undefined}
        {...input}
      />
    </FormGroup>
  );
}
