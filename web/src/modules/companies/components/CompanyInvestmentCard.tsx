import { Card, H2 } from '@blueprintjs/core';
import type { Company } from '@dealbook/contracts';
import { DefinitionList } from '../../ui/components/DefinitionList.js';
import { displayFieldValue } from '../utils/companyDisplay.js';
import { companyFieldLabels as labels } from '../utils/companyFieldLabels.js';

export interface CompanyInvestmentCardProps {
  company: Company;
}

const shown = [
  'investmentTypes',
  'investorTypes',
  'investmentPreferredDealTypes',
  'investmentGeographicalPreferences',
  'investmentPreferredIndustries',
  'investmentPreferredCompanyValuations',
  'investmentPreferredInvestmentAmounts',
  'investmentPreferredRevenueCharacteristics',
  'investmentPreferredProfitCharacteristics',
  'investmentNotes',
] as const;

export function CompanyInvestmentCard({ company }: CompanyInvestmentCardProps) {
  return (
    <Card className="db-card">
      <H2 className="db-looks-h5">Investment preferences</H2>
      <DefinitionList
        items={shown.map((field) => ({
          label: labels[field],
          value: displayFieldValue(field, company[field]),
        }))}
      />
    </Card>
  );
}
