import { FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import type { Option } from '../../ui/labels/projectLabels.js';

export interface NumericSelectFieldProps<T extends number> {
  id: string;
  label: string;
  options: readonly Option<T>[];
  value: T | null;
  onChange: (value: T | null) => void;
  /** Offered as the empty choice; without it a value must be chosen. */
  emptyLabel?: string;
  error?: string | undefined;
}

/** A native select over a numeric enumeration: typing a letter jumps to it. */
export function NumericSelectField<T extends number>({
  id,
  label,
  options,
  value,
  onChange,
  emptyLabel,
  error,
}: NumericSelectFieldProps<T>) {
  return (
    <FormGroup label={label} labelFor={id} helperText={error} intent={error ? Intent.DANGER : Intent.NONE}>
      <HTMLSelect
        id={id}
        fill
        value={value ?? ''}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          onChange(chosen === '' ? null : (Number(chosen) as T));
        }}
        options={[...(emptyLabel === undefined ? [] : [{ value: '', label: emptyLabel }]), ...options]}
      />
    </FormGroup>
  );
}
