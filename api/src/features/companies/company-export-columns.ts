import { CompanyRoleFlagLabels, CompanyRoleFlags, textEnumLabel, type Company } from '@dealbook/contracts';
import type { TableColumn } from '../../platform/exports/table-columns.js';

/** The companies grid as a spreadsheet: the grid's columns in its words, plus contact details. */
export const companyExportColumns: readonly TableColumn<Company>[] = [
  { header: 'Company', kind: 'text', width: 32, value: (c) => c.companyName },
  { header: 'Domain', kind: 'text', width: 22, value: (c) => c.domain },
  {
    header: 'Roles',
    kind: 'text',
    width: 24,
    value: (c) =>
      CompanyRoleFlags.filter((flag) => c[flag])
        .map((flag) => CompanyRoleFlagLabels[flag])
        .join(', '),
  },
  {
    header: 'Industry',
    kind: 'text',
    width: 20,
    value: (c) => (c.industryType ? textEnumLabel(c.industryType) : null),
  },
  {
    header: 'Opportunity source',
    kind: 'text',
    width: 18,
    value: (c) => (c.opportunitySource ? textEnumLabel(c.opportunitySource) : null),
  },
  { header: 'City', kind: 'text', width: 16, value: (c) => c.city },
  { header: 'Country', kind: 'text', width: 14, value: (c) => c.country },
  { header: 'Revenue', kind: 'money', width: 14, value: (c) => c.revenue },
  { header: 'Ambassador', kind: 'yesNo', value: (c) => c.isAmbassador },
  { header: 'Do not contact', kind: 'yesNo', value: (c) => c.doNotContact },
  { header: 'Updated', kind: 'dateTime', value: (c) => c.updatedAt ?? null },
];
