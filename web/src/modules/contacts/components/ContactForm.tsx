import { Button, Callout, Section, SectionCard } from '@blueprintjs/core';
import type { ContactFieldName, ContactFields, PlaceAddress } from '@dealbook/contracts';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { mainAddressFields, otherAddressFields } from '../../companies/utils/addressFields.js';
import { AddressAutocomplete } from '../../places/components/AddressAutocomplete.js';
import { placeAddressFields } from '../../places/utils/placeAddressFields.js';
import { SwitchField } from '../../ui/components/SwitchField.js';
import { TextAreaField } from '../../ui/components/TextAreaField.js';
import { TextField, type TextFieldProps } from '../../ui/components/TextField.js';
import type { FieldErrors } from '../../ui/utils/fieldErrors.js';
import { contactFieldId, contactFieldLabels } from '../utils/contactFieldLabels.js';
import { parseContactForm, type ContactFormValues } from '../utils/contactFormValues.js';

export interface ContactFormProps {
  initialValues: ContactFormValues;
  submitLabel: string;
  submitting: boolean;
  /** Field messages from the server's 400 answer. */
  serverErrors: FieldErrors;
  onSubmit: (fields: ContactFields) => void;
  onCancel: () => void;
  autoFocus?: boolean;
  /** Shown above the sections (e.g. the "changed by someone else" callout). */
  notice?: ReactNode;
  /** Extra section (the companies picker of a new contact). */
  children?: ReactNode;
}

type TextFieldName = Exclude<ContactFieldName, 'isAmbassador' | 'hasSignedAmbassadorNDA' | 'doNotContact' | 'summary'>;
const detailFields: readonly { field: TextFieldName; type?: TextFieldProps['inputMode'] }[] = [
  { field: 'firstName' },
  { field: 'lastName' },
  { field: 'jobTitle' },
  { field: 'email', type: 'email' },
  { field: 'telephone', type: 'tel' },
  { field: 'mobile', type: 'tel' },
  { field: 'linkedIn', type: 'url' },
];
const flagFields = ['isAmbassador', 'hasSignedAmbassadorNDA', 'doNotContact'] as const;

/** Create and edit share this form: client-side validation with the contracts schema. */
export function ContactForm({
  initialValues,
  submitLabel,
  submitting,
  serverErrors,
  onSubmit,
  onCancel,
  autoFocus = false,
  notice,
  children,
}: ContactFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    setErrors(serverErrors);
    focusFirstError(serverErrors);
  }, [serverErrors]);

  const setField = <K extends ContactFieldName>(field: K, value: ContactFields[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const fillAddress = (address: PlaceAddress, fields: typeof mainAddressFields | typeof otherAddressFields) =>
    placeAddressFields(address, fields).forEach(([field, value]) => setField(field, value));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseContactForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      focusFirstError(parsed.errors);
      return;
    }
    onSubmit(parsed.fields);
  };

  const text = (field: TextFieldName, inputMode?: TextFieldProps['inputMode'], focus = false) => (
    <TextField
      key={field}
      id={contactFieldId(field)}
      label={contactFieldLabels[field]}
      value={values[field]}
      onChange={(v) => setField(field, v)}
      error={errors[field]}
      required={field === 'firstName' || field === 'lastName'}
      inputMode={inputMode}
      autoFocus={focus}
    />
  );

  return (
    <form className="db-company-form" onSubmit={submit} noValidate aria-label="Contact">
      {notice}
      {errors._form && <Callout intent="danger">{errors._form}</Callout>}
      <Section title="Details" className="db-form-section">
        <SectionCard className="db-form-grid">
          {detailFields.map(({ field, type }, i) => text(field, type, autoFocus && i === 0))}
        </SectionCard>
      </Section>
      <Section title="Ambassador and contact preferences" className="db-form-section">
        <SectionCard className="db-switch-row">
          {flagFields.map((field) => (
            <SwitchField
              key={field}
              label={contactFieldLabels[field]}
              checked={values[field]}
              onChange={(checked) => setField(field, checked)}
            />
          ))}
        </SectionCard>
      </Section>
      {children}
      <Section title="Summary" className="db-form-section">
        <SectionCard>
          <TextAreaField
            id={contactFieldId('summary')}
            label={contactFieldLabels.summary}
            value={values.summary}
            onChange={(v) => setField('summary', v)}
            error={errors.summary}
          />
        </SectionCard>
      </Section>
      <Section title="Address" className="db-form-section">
        <SectionCard className="db-form-grid">
          <AddressAutocomplete id={contactFieldId('line1-lookup')} onPick={(a) => fillAddress(a, mainAddressFields)} />
          {mainAddressFields.map((field) => text(field))}
        </SectionCard>
      </Section>
      <Section title="Other address" className="db-form-section">
        <SectionCard className="db-form-grid">
          <AddressAutocomplete
            id={contactFieldId('otherLine1-lookup')}
            label="Find the other address"
            onPick={(a) => fillAddress(a, otherAddressFields)}
          />
          {otherAddressFields.map((field) => text(field))}
        </SectionCard>
      </Section>
      <div className="db-form-actions">
        <Button type="submit" intent="primary" text={submitLabel} loading={submitting} />
        <Button text="Cancel" onClick={onCancel} disabled={submitting} />
      </div>
    </form>
  );
}

function focusFirstError(errors: FieldErrors) {
  const first = Object.keys(errors).find((field) => errors[field]);
  if (first) document.getElementById(contactFieldId(first))?.focus();
}
