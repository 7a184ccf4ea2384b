import { Section, SectionCard } from '@blueprintjs/core';
import { useContext } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormTextField } from '../../forms/components/FormTextField.js';
import { FormFieldContext } from '../../forms/hooks/formFieldContext.js';
import type { mainAddressFields, otherAddressFields } from '../utils/addressFields.js';
import { placeAddressFields } from '../utils/placeAddressFields.js';
import { AddressAutocomplete } from './AddressAutocomplete.js';
import { SectionTitle } from '../../ui/components/SectionTitle.js';

export interface FormAddressSectionProps {
  title: string;
  fields: typeof mainAddressFields | typeof otherAddressFields;
}

/** An address of a SchemaForm (a company's, a contact's), typed or found: picking a place fills its fields. */
export function FormAddressSection({ title, fields }: FormAddressSectionProps) {
  const { setValue } = useFormContext();
  const { idPrefix } = useContext(FormFieldContext);
  return (
    <Section titleRenderer={SectionTitle} title={title} className="db-form-section">
      <SectionCard className="db-form-grid">
        <AddressAutocomplete
          id={`${idPrefix}-${fields[0]}-lookup`}
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
