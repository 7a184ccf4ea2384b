import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { FormGroup, Intent } from '@blueprintjs/core';
import { DateInput, TimePrecision } from '@blueprintjs/datetime';
import enGB from 'date-fns/locale/en-GB';
import { formatDay, fromDayValue, parseDay, toDayValue } from '../utils/dayPicker.js';
import { formatPickerDate, fromPickerValue, parsePickerDate, toPickerValue } from '../utils/pickerDate.js';

export interface DateFieldProps {
  id: string;
  label: string;
  /** An ISO instant; '' for none yet. */
  value: string;
  onChange: (iso: string) => void;
  /** A day and a time (spec §9's dd/MM/yyyy hh:mm a) rather than a day (dd/MM/yyyy). */
  withTime?: boolean;
  error?: string | undefined;
  /** A line under the field when there is no error (e.g. which zone its time is in). */
  hint?: string;
  disabled?: boolean;
}

/**
 * Every date of the app, typed or picked in spec §9's formats. The calendar's locale is given
 * here, not fetched by Blueprint on first open (which logged errors for a locale it could not
 * load): en-GB, weeks from Monday.
 */
export function DateField({ id, label, value, onChange, withTime = false, error, hint, disabled }: DateFieldProps) {
  return (
    <FormGroup label={label} labelFor={id} helperText={error ?? hint} intent={error ? Intent.DANGER : Intent.NONE}>
      <DateInput
        locale={enGB}
        inputProps={{ id, 'aria-invalid': error ? true : undefined }}
        value={value === '' ? null : withTime ? toPickerValue(value) : toDayValue(value)}
        onChange={(picked) => picked && onChange(withTime ? fromPickerValue(picked) : fromDayValue(picked))}
        formatDate={withTime ? formatPickerDate : formatDay}
        parseDate={withTime ? parsePickerDate : parseDay}
        placeholder={withTime ? 'dd/MM/yyyy hh:mm a' : 'dd/MM/yyyy'}
        {...(withTime ? { timePrecision: TimePrecision.MINUTE, timePickerProps: { useAmPm: true } } : {})}
        // Times are the person's own (the values convert through the browser's zone): a zone tag
        // beside them offered a choice the value would not keep.
        showTimezoneSelect={false}
        canClearSelection={false}
        disabled={disabled}
        fill
      />
    </FormGroup>
  );
}
