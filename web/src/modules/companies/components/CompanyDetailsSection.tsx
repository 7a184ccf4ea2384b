import { Section, SectionCard } from '@blueprintjs/core';
import {
  BusinessRelationshipTypes,
  IndustryCategories,
  OpportunitySourceTypes,
  type IndustryCategory,
  type OpportunitySourceType,
} from '@dealbook/contracts';
import { companyLogoUrl } from '../../api/companyDataApi.js';
import { CompanyNameField } from '../../company-data/components/CompanyNameField.js';
import { EnumMultiSelectField } from '../../ui/components/EnumMultiSelectField.js';
import { EnumSelectField } from '../../ui/components/EnumSelectField.js';
import { SwitchField } from '../../ui/components/SwitchField.js';
import { TextField } from '../../ui/components/TextField.js';
import { companyFieldLabels as labels } from '../utils/companyFieldLabels.js';
import { companyFieldId as fieldId, type CompanyFormSectionProps } from '../utils/companyFormTypes.js';

export interface CompanyDetailsSectionProps extends CompanyFormSectionProps {
  autoFocus: boolean;
}

const flags = ['isContact', 'isAmbassador', 'hasSignedAmbassadorNDA', 'doNotContact'] as const;

export function CompanyDetailsSection({ values, errors, setField, autoFocus }: CompanyDetailsSectionProps) {
  return (
    <Section title="Details" className="db-form-section">
      <SectionCard className="db-form-grid">
        <CompanyNameField
          id={fieldId('companyName')}
          label={labels.companyName}
          required
          autoFocus={autoFocus}
          value={values.companyName}
          onChange={(v) => setField('companyName', v)}
          onPick={(company) => {
            setField('companyName', company.name);
            setField('domain', company.domain);
            setField('logoUrl', companyLogoUrl(company.domain));
          }}
          error={errors.companyName}
        />
        <TextField
          id={fieldId('domain')}
          label={labels.domain}
          placeholder="example.com"
          value={values.domain}
          onChange={(v) => setField('domain', v)}
          error={errors.domain}
        />
        <TextField
          id={fieldId('logoUrl')}
          label={labels.logoUrl}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={values.logoUrl}
          onChange={(v) => setField('logoUrl', v)}
          error={errors.logoUrl}
        />
        <TextField
          id={fieldId('telephone')}
          label={labels.telephone}
          type="tel"
          value={values.telephone}
          onChange={(v) => setField('telephone', v)}
          error={errors.telephone}
        />
        <TextField
          id={fieldId('revenue')}
          label={labels.revenue}
          inputMode="decimal"
          placeholder="0"
          value={values.revenue}
          onChange={(v) => setField('revenue', v)}
          error={errors.revenue}
        />
        <EnumSelectField
          id={fieldId('industryType')}
          label={labels.industryType}
          options={IndustryCategories}
          value={values.industryType}
          onChange={(v) => setField('industryType', v as IndustryCategory | '')}
          error={errors.industryType}
        />
        <EnumSelectField
          id={fieldId('opportunitySource')}
          label={labels.opportunitySource}
          options={OpportunitySourceTypes}
          value={values.opportunitySource}
          onChange={(v) => setField('opportunitySource', v as OpportunitySourceType | '')}
          error={errors.opportunitySource}
        />
        <EnumMultiSelectField
          id={fieldId('relationshipTypes')}
          label={labels.relationshipTypes}
          options={BusinessRelationshipTypes}
          selected={values.relationshipTypes}
          onChange={(v) => setField('relationshipTypes', v)}
          error={errors.relationshipTypes}
        />
      </SectionCard>
      <SectionCard className="db-switch-row">
        {flags.map((flag) => (
          <SwitchField
            key={flag}
            label={labels[flag]}
            checked={values[flag]}
            onChange={(checked) => setField(flag, checked)}
          />
        ))}
      </SectionCard>
    </Section>
  );
}
