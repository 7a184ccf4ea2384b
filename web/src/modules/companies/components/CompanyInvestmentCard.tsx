import { Card, H5 } from '@blueprintjs/core';
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
      <H5>Investment preferences</H5>
      <DefinitionList
        items={shown.map((field) => ({
          label: labels[field],
          value: displayFieldValue(field, company[field]),
        }))}
      />
    </Card>
  );
}
