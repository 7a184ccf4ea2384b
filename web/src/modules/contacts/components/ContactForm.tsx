import { Section, SectionCard } from '@blueprintjs/core';
import type { ContactFieldName } from '@dealbook/contracts';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { mainAddressFields, otherAddressFields } from '../../places/utils/addressFields.js';
import { FormActions } from '../../forms/components/FormActions.js';
import { FormSwitchField } from '../../forms/components/FormSwitchField.js';
import { FormTextAreaField } from '../../forms/components/FormTextAreaField.js';
import { FormTextField } from '../../forms/components/FormTextField.js';
import { SchemaForm } from '../../forms/components/SchemaForm.js';
import type { SaveCycle } from '../../forms/hooks/useSaveCycle.js';
import { AddressAutocomplete } from '../../places/components/AddressAutocomplete.js';
import { placeAddressFields } from '../../places/utils/placeAddressFields.js';
import type { TextFieldProps } from '../../ui/components/TextField.js';
import type { ContactFormState } from '../hooks/useContactForm.js';
import { contactFieldLabels } from '../utils/contactFieldLabels.js';

export interface ContactFormProps {
  form: ContactFormState;
  cycle: SaveCycle;
  submitLabel: string;
  onCancel: () => void;
  autoFocus?: boolean;
  /** Shown above the sections (e.g. the "changed by someone else" callout). */
  notice?: ReactNode;
  /** Extra section (the companies picker of a new contact). */
  children?: ReactNode;
}

const detailFields: readonly { field: ContactFieldName; inputMode?: TextFieldProps['inputMode'] }[] = [
  { field: 'firstName' },
  { field: 'lastName' },
  { field: 'jobTitle' },
  { field: 'email', inputMode: 'email' },
  { field: 'telephone', inputMode: 'tel' },
  { field: 'mobile', inputMode: 'tel' },
  { field: 'linkedIn', inputMode: 'url' },
];
const flagFields = ['isAmbassador', 'hasSignedAmbassadorNDA', 'doNotContact'] as const;

/** Create and edit share this form; its state and save cycle belong to the page that shows it. */
export function ContactForm({
  form,
  cycle,
  submitLabel,
  onCancel,
  autoFocus = false,
  notice,
  children,
}: ContactFormProps) {
  return (
    <SchemaForm
      form={form}
      cycle={cycle}
      idPrefix="contact"
      labels={contactFieldLabels}
      label="Contact"
      className="db-company-form"
    >
      {notice}
      <Section title="Details" className="db-form-section">
        <SectionCard className="db-form-grid">
          {detailFields.map(({ field, inputMode }, i) => (
            <FormTextField
              key={field}
              name={field}
              required={field === 'firstName' || field === 'lastName'}
              inputMode={inputMode}
              autoFocus={autoFocus && i === 0}
            />
          ))}
        </SectionCard>
      </Section>
      <Section title="Ambassador and contact preferences" className="db-form-section">
        <SectionCard className="db-switch-row">
          {flagFields.map((field) => (
            <FormSwitchField key={field} name={field} />
          ))}
        </SectionCard>
      </Section>
      {children}
      <Section title="Summary" className="db-form-section">
        <SectionCard>
          <FormTextAreaField name="summary" />
        </SectionCard>
      </Section>
      <ContactAddressSection title="Address" fields={mainAddressFields} />
      <ContactAddressSection title="Other address" fields={otherAddressFields} />
      <FormActions submitLabel={submitLabel} saving={cycle.saving} onCancel={onCancel} />
    </SchemaForm>
  );
}

interface ContactAddressSectionProps {
  title: string;
  fields: typeof mainAddressFields | typeof otherAddressFields;
}

/** An address typed or found: picking a place fills its fields. */
function ContactAddressSection({ title, fields }: ContactAddressSectionProps) {
  const { setValue } = useFormContext();
  return (
    <Section title={title} className="db-form-section">
      <SectionCard className="db-form-grid">
        <AddressAutocomplete
          id={`contact-${fields[0]}-lookup`}
          label={fields[0] === 'line1' ? undefined : 'Find the other address'}
          onPick={(address) =>
            placeAddressFields(address, fields).forEach(([field, value]) =>
              setValue(field, value, { shouldDirty: true }),
            )
          }
        />
        {fields.map((field) => (
          <FormTextField key={field} name={field} />
        ))}
      </SectionCard>
    </Section>
  );
}
