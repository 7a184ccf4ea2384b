import { FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { textEnumLabel } from '@dealbook/contracts';

export interface EnumSelectFieldProps {
  id: string;
  label: string;
  options: readonly string[];
  /** '' when nothing is chosen. */
  value: string;
  onChange: (value: string) => void;
  emptyLabel?: string;
  error?: string | undefined;
}

/** A native select: typing a letter jumps to it, and it works with every screen reader. */
export function EnumSelectField({
  id,
  label,
  options,
  value,
  onChange,
  emptyLabel = 'Not set',
  error,
}: EnumSelectFieldProps) {
  return (
    <FormGroup label={label} labelFor={id} helperText={error} intent={error ? Intent.DANGER : Intent.NONE}>
      <HTMLSelect
        id={id}
        fill
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        options={[
          { value: '', label: emptyLabel },
          ...options.map((option) => ({ value: option, label: textEnumLabel(option) })),
        ]}
      />
    </FormGroup>
  );
}
