import { Section, SectionCard } from '@blueprintjs/core';
import type { ContactFieldName } from '@dealbook/contracts';
import type { ReactNode } from 'react';
import { mainAddressFields, otherAddressFields } from '../../places/utils/addressFields.js';
import { FormActions } from '../../forms/components/FormActions.js';
import { FormSwitchField } from '../../forms/components/FormSwitchField.js';
import { FormTextAreaField } from '../../forms/components/FormTextAreaField.js';
import { FormTextField } from '../../forms/components/FormTextField.js';
import { FormAddressSection } from '../../places/components/FormAddressSection.js';
import { SchemaForm } from '../../forms/components/SchemaForm.js';
import type { SaveCycle } from '../../forms/hooks/useSaveCycle.js';
import type { TextFieldProps } from '../../ui/components/TextField.js';
import type { ContactFormState } from '../hooks/useContactForm.js';
import { contactFieldLabels } from '../utils/contactFieldLabels.js';
import { SectionTitle } from '../../ui/components/SectionTitle.js';

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
      <Section titleRenderer={SectionTitle} title="Details" className="db-form-section">
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
      <Section titleRenderer={SectionTitle} title="Ambassador and contact preferences" className="db-form-section">
        <SectionCard className="db-switch-row">
          {flagFields.map((field) => (
            <FormSwitchField key={field} name={field} />
          ))}
        </SectionCard>
      </Section>
      {children}
      <Section titleRenderer={SectionTitle} title="Summary" className="db-form-section">
        <SectionCard>
          <FormTextAreaField name="summary" />
        </SectionCard>
      </Section>
      <FormAddressSection title="Address" fields={mainAddressFields} />
      <FormAddressSection title="Other address" fields={otherAddressFields} />
      <FormActions submitLabel={submitLabel} saving={cycle.saving} onCancel={onCancel} />
    </SchemaForm>
  );
}
