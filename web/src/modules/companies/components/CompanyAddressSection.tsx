import { Section, SectionCard } from '@blueprintjs/core';
import { AddressAutocomplete } from '../../places/components/AddressAutocomplete.js';
import { placeAddressFields } from '../../places/utils/placeAddressFields.js';
import { TextField } from '../../ui/components/TextField.js';
import type { mainAddressFields, otherAddressFields } from '../utils/addressFields.js';
import { companyFieldLabels as labels } from '../utils/companyFieldLabels.js';
import { companyFieldId as fieldId, type CompanyFormSectionProps } from '../utils/companyFormTypes.js';

export interface CompanyAddressSectionProps extends CompanyFormSectionProps {
  title: string;
  fields: typeof mainAddressFields | typeof otherAddressFields;
}

export function CompanyAddressSection({ title, fields, values, errors, setField }: CompanyAddressSectionProps) {
  return (
    <Section title={title} className="db-form-section">
      <SectionCard className="db-form-grid">
        <AddressAutocomplete
          id={fieldId(`${fields[0]}-lookup`)}
          label={fields[0] === 'line1' ? undefined : 'Find the other address'}
          onPick={(address) => placeAddressFields(address, fields).forEach(([field, value]) => setField(field, value))}
        />
        {fields.map((field) => (
          <TextField
            key={field}
            id={fieldId(field)}
            label={labels[field]}
            value={values[field]}
            onChange={(v) => setField(field, v)}
            error={errors[field]}
          />
        ))}
      </SectionCard>
    </Section>
  );
}
