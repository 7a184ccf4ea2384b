import { Button, Callout, FormGroup, HTMLSelect, Intent, Section, SectionCard } from '@blueprintjs/core';
import { EventStatus, EventType, type CrmEventFields } from '@dealbook/contracts';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { AddressAutocomplete } from '../../places/components/AddressAutocomplete.js';
import { placeAddressFields, placeAddressOrder } from '../../places/utils/placeAddressFields.js';
import { TextField } from '../../ui/components/TextField.js';
import type { FieldErrors } from '../../ui/utils/fieldErrors.js';
import { enumOptions } from '../utils/eventLabels.js';
import { parseEventForm, type EventFormValues } from '../utils/eventFormValues.js';
import { DateField } from '../../ui/components/DateField.js';

export interface EventFormProps {
  initialValues: EventFormValues;
  currentStatusId?: number;
  submitLabel: string;
  submitting: boolean;
  serverErrors: FieldErrors;
  onSubmit: (fields: CrmEventFields) => void;
  onCancel: () => void;
  notice?: ReactNode;
}

const fieldId = (field: string) => `event-${field}`;
const addressLabels = {
  line1: 'Address line 1',
  line2: 'Address line 2',
  city: 'City',
  county: 'County',
  postcode: 'Postcode',
  country: 'Country',
} as const;

/** Create and edit share this form; the contracts schema validates it before it is sent. */
export function EventForm({
  initialValues,
  currentStatusId = 0,
  submitLabel,
  submitting,
  serverErrors,
  onSubmit,
  onCancel,
  notice,
}: EventFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => setErrors(serverErrors), [serverErrors]);

  const set =
    <K extends keyof EventFormValues>(field: K) =>
    (value: EventFormValues[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseEventForm(values, currentStatusId);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      const first = Object.keys(parsed.errors)[0];
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    onSubmit(parsed.fields);
  };

  const select = (field: 'eventType' | 'status', label: string, options: { value: number; label: string }[]) => (
    <FormGroup
      label={label}
      labelFor={fieldId(field)}
      helperText={errors[field]}
      intent={errors[field] ? Intent.DANGER : Intent.NONE}
    >
      <HTMLSelect
        id={fieldId(field)}
        fill
        value={values[field]}
        options={options}
        onChange={(e) => set(field)(Number(e.currentTarget.value))}
      />
    </FormGroup>
  );

  return (
    <form className="db-event-form" onSubmit={submit} noValidate>
      {notice}
      {errors._form && <Callout intent="danger">{errors._form}</Callout>}
      <Section title="Event" compact>
        <SectionCard>
          <TextField
            id={fieldId('description')}
            label="Description"
            required
            autoFocus
            value={values.description}
            onChange={set('description')}
            error={errors.description}
          />
          <div className="db-form-row">
            {select('eventType', 'Type', enumOptions(EventType))}
            {select('status', 'Status', enumOptions(EventStatus))}
            <DateField
              id={fieldId('eventDate')}
              label="Date and time"
              value={values.eventDate}
              onChange={set('eventDate')}
              error={errors.eventDate}
              withTime
            />
          </div>
          <div className="db-form-row">
            <TextField
              id={fieldId('budgetedCost')}
              label="Budgeted cost (£)"
              inputMode="decimal"
              value={values.budgetedCost}
              onChange={set('budgetedCost')}
              error={errors.budgetedCost}
            />
            <TextField
              id={fieldId('actualCost')}
              label="Actual cost (£)"
              inputMode="decimal"
              value={values.actualCost}
              onChange={set('actualCost')}
              error={errors.actualCost}
            />
          </div>
        </SectionCard>
      </Section>
      <Section title="Address" compact>
        <SectionCard>
          <AddressAutocomplete
            id={fieldId('address-lookup')}
            onPick={(address) =>
              placeAddressFields(address, placeAddressOrder).forEach(([field, value]) => set(field)(value))
            }
          />
          {(Object.keys(addressLabels) as (keyof typeof addressLabels)[]).map((field) => (
            <TextField
              key={field}
              id={fieldId(field)}
              label={addressLabels[field]}
              value={values[field]}
              onChange={set(field)}
              error={errors[field]}
            />
          ))}
        </SectionCard>
      </Section>
      <div className="db-form-actions">
        <Button type="submit" intent="primary" text={submitLabel} loading={submitting} />
        <Button text="Cancel" onClick={onCancel} disabled={submitting} />
      </div>
    </form>
  );
}
