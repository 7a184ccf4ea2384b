import { Section, SectionCard } from '@blueprintjs/core';
import { BusinessRelationshipTypes, IndustryCategories, OpportunitySourceTypes } from '@dealbook/contracts';
import { useFormContext } from 'react-hook-form';
import { companyLogoUrl } from '../../api/companyDataApi.js';
import { CompanyNameField } from '../../company-data/components/CompanyNameField.js';
import { FormEnumMultiSelectField } from '../../forms/components/FormEnumMultiSelectField.js';
import { FormEnumSelectField } from '../../forms/components/FormEnumSelectField.js';
import { FormSwitchField } from '../../forms/components/FormSwitchField.js';
import { FormTextField } from '../../forms/components/FormTextField.js';
import { useFormField } from '../../forms/hooks/useFormField.js';
import { SectionTitle } from '../../ui/components/SectionTitle.js';

const flags = ['isContact', 'isAmbassador', 'hasSignedAmbassadorNDA', 'doNotContact'] as const;

export function CompanyDetailsSection({ autoFocus }: { autoFocus: boolean }) {
  return (
    <Section titleRenderer={SectionTitle} title="Details" className="db-form-section">
      <SectionCard className="db-form-grid">
        <CompanyNameInput autoFocus={autoFocus} />
        <FormTextField name="domain" placeholder="example.com" />
        <FormTextField name="logoUrl" type="url" inputMode="url" placeholder="https://" />
        <FormTextField name="telephone" type="tel" />
        <FormTextField name="revenue" inputMode="decimal" placeholder="0" />
        <FormEnumSelectField name="industryType" options={IndustryCategories} />
        <FormEnumSelectField name="opportunitySource" options={OpportunitySourceTypes} />
        <FormEnumMultiSelectField name="relationshipTypes" options={BusinessRelationshipTypes} />
      </SectionCard>
      <SectionCard className="db-switch-row">
        {flags.map((flag) => (
          <FormSwitchField key={flag} name={flag} />
        ))}
      </SectionCard>
    </Section>
  );
}

/** The name, with the company-data provider's suggestions: picking one fills the domain and logo too. */
export function CompanyNameInput({ autoFocus }: { autoFocus: boolean }) {
  const field = useFormField('companyName');
  const { setValue } = useFormContext();
  return (
    <CompanyNameField
      id={field.id}
      label={field.label}
      required
      autoFocus={autoFocus}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onPick={(company) => {
        setValue('companyName', company.name, { shouldDirty: true, shouldValidate: true });
        setValue('domain', company.domain, { shouldDirty: true });
        setValue('logoUrl', companyLogoUrl(company.domain), { shouldDirty: true });
      }}
      error={field.error}
    />
  );
}
