import { FormGroup, Intent } from '@blueprintjs/core';
import { EnumMultiSelect } from './EnumMultiSelect.js';

export interface EnumMultiSelectFieldProps<T extends string> {
  id: string;
  label: string;
  options: readonly T[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  error?: string | undefined;
}

export function EnumMultiSelectField<T extends string>({ id, label, error, ...select }: EnumMultiSelectFieldProps<T>) {
  return (
    <FormGroup label={label} labelFor={id} helperText={error} intent={error ? Intent.DANGER : Intent.NONE}>
      <EnumMultiSelect id={id} {...select} />
    </FormGroup>
  );
}
