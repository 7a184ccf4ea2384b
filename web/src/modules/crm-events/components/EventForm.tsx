import { Section, SectionCard } from '@blueprintjs/core';
import { EventStatus, EventType } from '@dealbook/contracts';
import type { ReactNode } from 'react';
import { FormNumberSelectField } from '../../forms/components/FormNumberSelectField.js';
import { FormActions } from '../../forms/components/FormActions.js';
import { FormDateField } from '../../forms/components/FormDateField.js';
import { FormTextField } from '../../forms/components/FormTextField.js';
import { SchemaForm } from '../../forms/components/SchemaForm.js';
import type { SaveCycle } from '../../forms/hooks/useSaveCycle.js';
import { AddressAutocomplete } from '../../places/components/AddressAutocomplete.js';
import { placeAddressFields, placeAddressOrder } from '../../places/utils/placeAddressFields.js';
import type { EventFormState } from '../hooks/useEventForm.js';
import { eventFieldLabels } from '../utils/eventFieldLabels.js';
import { eventAddressFields } from '../utils/eventFormValues.js';
import { enumOptions } from '../utils/eventLabels.js';
import { SectionTitle } from '../../ui/components/SectionTitle.js';

export interface EventFormProps {
  form: EventFormState;
  cycle: SaveCycle;
  submitLabel: string;
  onCancel: () => void;
  notice?: ReactNode;
}

/** Create and edit share this form; its state and save cycle belong to the page that shows it. */
export function EventForm({ form, cycle, submitLabel, onCancel, notice }: EventFormProps) {
  const { setValue } = form;
  return (
    <SchemaForm form={form} cycle={cycle} idPrefix="event" labels={eventFieldLabels} className="db-event-form">
      {notice}
      <Section titleRenderer={SectionTitle} title="Event" compact>
        <SectionCard>
          <FormTextField name="description" required autoFocus />
          <div className="db-form-row">
            <FormNumberSelectField fill name="eventType" options={enumOptions(EventType)} />
            <FormNumberSelectField fill name="status" options={enumOptions(EventStatus)} />
            <FormDateField name="eventDate" withTime />
          </div>
          <div className="db-form-row">
            <FormTextField name="budgetedCost" inputMode="decimal" />
            <FormTextField name="actualCost" inputMode="decimal" />
          </div>
        </SectionCard>
      </Section>
      <Section titleRenderer={SectionTitle} title="Address" compact>
        <SectionCard>
          <AddressAutocomplete
            id="event-address-lookup"
            onPick={(address) =>
              placeAddressFields(address, placeAddressOrder).forEach(([field, value]) =>
                setValue(field, value, { shouldDirty: true }),
              )
            }
          />
          {eventAddressFields.map((field) => (
            <FormTextField key={field} name={field} />
          ))}
        </SectionCard>
      </Section>
      <FormActions submitLabel={submitLabel} saving={cycle.saving} onCancel={onCancel} />
    </SchemaForm>
  );
}
