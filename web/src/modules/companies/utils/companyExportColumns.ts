import { CompanyRoleFlagLabels, CompanyRoleFlags, type Company } from '@dealbook/contracts';
import type { ExportColumn } from '../../export/utils/xlsxRows.js';
import { displayFieldValue } from './companyDisplay.js';

/** The companies grid as a spreadsheet: the grid's columns spelt out, plus contact details. */
export const companyExportColumns: readonly ExportColumn<Company>[] = [
  { header: 'Company', value: (c) => c.companyName },
  { header: 'Domain', value: (c) => c.domain },
  {
    header: 'Roles',
    value: (c) => CompanyRoleFlags.filter((flag) => c[flag]).map((flag) => CompanyRoleFlagLabels[flag]),
  },
  { header: 'Industry', value: (c) => displayFieldValue('industryType', c.industryType) },
  { header: 'Opportunity source', value: (c) => displayFieldValue('opportunitySource', c.opportunitySource) },
  { header: 'City', value: (c) => c.city },
  { header: 'Country', value: (c) => c.country },
  { header: 'Revenue', value: (c) => c.revenue },
  { header: 'Ambassador', value: (c) => c.isAmbassador },
  { header: 'Do not contact', value: (c) => c.doNotContact },
  { header: 'Updated', value: (c) => (c.updatedAt ? new Date(c.updatedAt) : null) },
];
