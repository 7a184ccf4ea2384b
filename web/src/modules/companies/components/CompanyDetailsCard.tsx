import { Card, H2 } from '@blueprintjs/core';
import type { Company } from '@dealbook/contracts';
import { DefinitionList } from '../../ui/components/DefinitionList.js';
import { formatDate } from '../../ui/utils/format.js';
import { displayFieldValue } from '../utils/companyDisplay.js';
import { companyFieldLabels as labels } from '../utils/companyFieldLabels.js';

export interface CompanyDetailsCardProps {
  company: Company;
}

const shown = [
  'telephone',
  'revenue',
  'industryType',
  'opportunitySource',
  'relationshipTypes',
  'isContact',
  'isAmbassador',
  'hasSignedAmbassadorNDA',
  'doNotContact',
] as const;

export function CompanyDetailsCard({ company }: CompanyDetailsCardProps) {
  const domain = company.domain ? (
    <a href={`https://${company.domain}`} target="_blank" rel="noreferrer noopener">
      {company.domain}
    </a>
  ) : (
    '—'
  );
  return (
    <Card className="db-card">
      <H2 className="db-looks-h5">Details</H2>
      <DefinitionList
        items={[
          { label: labels.domain, value: domain },
          ...shown.map((field) => ({
            label: labels[field],
            value: displayFieldValue(field, company[field]),
          })),
          { label: 'Created', value: formatDate(company.createdAt) },
          { label: 'Last updated', value: formatDate(company.updatedAt) },
        ]}
      />
    </Card>
  );
}
