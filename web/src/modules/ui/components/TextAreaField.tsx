import { FormGroup, Intent, TextArea } from '@blueprintjs/core';

export interface TextAreaFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

export function TextAreaField({ id, label, value, onChange, error }: TextAreaFieldProps) {
  const intent = error ? Intent.DANGER : Intent.NONE;
  return (
    <FormGroup label={label} labelFor={id} helperText={error} intent={intent}>
      <TextArea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        intent={intent}
        autoResize
        fill
        aria-invalid={error ? true : undefined}
      />
    </FormGroup>
  );
}
