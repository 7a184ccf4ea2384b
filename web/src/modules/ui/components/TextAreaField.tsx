import { FormGroup, Intent, TextArea } from '@blueprintjs/core';
import type { KeyboardEvent } from 'react';

export interface TextAreaFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  autoFocus?: boolean;
  /** Enter sends the form (Shift+Enter starts a new line): for a short comment in a dialog. */
  submitOnEnter?: boolean;
}

function submitForm(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

export function TextAreaField({ id, label, value, onChange, error, autoFocus, submitOnEnter }: TextAreaFieldProps) {
  const intent = error ? Intent.DANGER : Intent.NONE;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      helperText={error ?? (submitOnEnter ? 'Enter sends it; Shift+Enter starts a new line.' : undefined)}
      intent={intent}
    >
      <TextArea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={submitOnEnter ? submitForm : undefined}
        intent={intent}
        autoResize
        autoFocus={autoFocus}
        fill
        aria-invalid={error ? true : undefined}
      />
    </FormGroup>
  );
}
