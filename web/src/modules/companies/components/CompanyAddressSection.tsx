import { Section, SectionCard } from '@blueprintjs/core';
import { useFormContext } from 'react-hook-form';
import { FormTextField } from '../../forms/components/FormTextField.js';
import { AddressAutocomplete } from '../../places/components/AddressAutocomplete.js';
import { placeAddressFields } from '../../places/utils/placeAddressFields.js';
import type { mainAddressFields, otherAddressFields } from '../../places/utils/addressFields.js';

export interface CompanyAddressSectionProps {
  title: string;
  fields: typeof mainAddressFields | typeof otherAddressFields;
}

export function CompanyAddressSection({ title, fields }: CompanyAddressSectionProps) {
  const { setValue } = useFormContext();
  return (
    <Section title={title} className="db-form-section">
      <SectionCard className="db-form-grid">
        <AddressAutocomplete
          id={`company-${fields[0]}-lookup`}
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
