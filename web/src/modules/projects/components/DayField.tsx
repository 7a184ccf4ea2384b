import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { FormGroup, Intent } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import { formatDay, fromDayValue, parseDay, toDayValue } from '../utils/dayPicker.js';

export interface DayFieldProps {
  id: string;
  label: string;
  /** An ISO instant. */
  value: string;
  onChange: (iso: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** A day typed or picked as dd/MM/yyyy (spec §9). */
export function DayField({ id, label, value, onChange, error, disabled }: DayFieldProps) {
  return (
    <FormGroup label={label} labelFor={id} helperText={error} intent={error ? Intent.DANGER : Intent.NONE}>
      <DateInput
        inputProps={{ id, 'aria-invalid': error ? true : undefined }}
        value={toDayValue(value)}
        onChange={(day) => day && onChange(fromDayValue(day))}
        formatDate={formatDay}
        parseDate={parseDay}
        placeholder="dd/MM/yyyy"
        canClearSelection={false}
        disabled={disabled}
        fill
      />
    </FormGroup>
  );
}
