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
import { FormEnumMultiSelectField } from '../../forms/components/FormEnumMultiSelectField.js';
import { FormTextAreaField } from '../../forms/components/FormTextAreaField.js';
import { SectionTitle } from '../../ui/components/SectionTitle.js';

const lists: { field: string; options: readonly string[] }[] = [
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

export function CompanyInvestmentSection() {
  return (
    <Section titleRenderer={SectionTitle} title="Investment preferences" className="db-form-section">
      <SectionCard className="db-form-grid">
        {lists.map(({ field, options }) => (
          <FormEnumMultiSelectField key={field} name={field} options={options} />
        ))}
      </SectionCard>
      <SectionCard>
        <FormTextAreaField name="investmentNotes" />
      </SectionCard>
    </Section>
  );
}
