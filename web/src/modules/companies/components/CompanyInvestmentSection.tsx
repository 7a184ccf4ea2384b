import { Section, SectionCard } from '@blueprintjs/core';
import {
  CompanyValuationBands,
  IndustryCategories,
  InvestmentAmountBands,
  InvestmentGeographicalPreferences,
  InvestmentPreferredDealTypes,
  InvestmentTypes,
  InvestorTypes,
  ProfitCharacteristics,
  RevenueCharacteristics,
} from '@dealbook/contracts';
import { EnumMultiSelectField } from '../../ui/components/EnumMultiSelectField.js';
import { TextAreaField } from '../../ui/components/TextAreaField.js';
import { companyFieldLabels as labels } from '../utils/companyFieldLabels.js';
import type { CompanyFormValues } from '../utils/companyFormValues.js';
import { companyFieldId as fieldId, type CompanyFormSectionProps } from '../utils/companyFormTypes.js';

type ListField = {
  [K in keyof CompanyFormValues]: CompanyFormValues[K] extends string[] ? K : never;
}[keyof CompanyFormValues];

const lists: { field: ListField; options: readonly string[] }[] = [
  { field: 'investmentTypes', options: InvestmentTypes },
  { field: 'investorTypes', options: InvestorTypes },
  { field: 'investmentPreferredDealTypes', options: InvestmentPreferredDealTypes },
  { field: 'investmentGeographicalPreferences', options: InvestmentGeographicalPreferences },
  { field: 'investmentPreferredIndustries', options: IndustryCategories },
  { field: 'investmentPreferredCompanyValuations', options: CompanyValuationBands },
  { field: 'investmentPreferredInvestmentAmounts', options: InvestmentAmountBands },
  { field: 'investmentPreferredRevenueCharacteristics', options: RevenueCharacteristics },
  { field: 'investmentPreferredProfitCharacteristics', options: ProfitCharacteristics },
];

export function CompanyInvestmentSection({ values, errors, setField }: CompanyFormSectionProps) {
  return (
    <Section title="Investment preferences" className="db-form-section">
      <SectionCard className="db-form-grid">
        {lists.map(({ field, options }) => (
          <EnumMultiSelectField
            key={field}
            id={fieldId(field)}
            label={labels[field]}
            options={options}
            selected={values[field] as readonly string[]}
            // The options are exactly the field's enumeration, so the choice is one of its values.
            onChange={(selected) => setField(field, selected as never)}
            error={errors[field]}
          />
        ))}
      </SectionCard>
      <SectionCard>
        <TextAreaField
          id={fieldId('investmentNotes')}
          label={labels.investmentNotes}
          value={values.investmentNotes}
          onChange={(v) => setField('investmentNotes', v)}
          error={errors.investmentNotes}
        />
      </SectionCard>
    </Section>
  );
}
