import type { Contact } from '@dealbook/contracts';
import { emailColumnWidth, type TableColumn } from '../../platform/exports/table-columns.js';

/** The contacts grid as a spreadsheet: the grid's columns in its words. */
export const contactExportColumns: readonly TableColumn<Contact>[] = [
  { header: 'Reference', kind: 'text', width: 12, value: (c) => c.reference },
  { header: 'First name', kind: 'text', width: 14, value: (c) => c.firstName },
  { header: 'Last name', kind: 'text', width: 16, value: (c) => c.lastName },
  { header: 'Job title', kind: 'text', width: 18, value: (c) => c.jobTitle },
  {
    header: 'Companies',
    kind: 'text',
    width: 28,
    value: (c) => c.companies.map((company) => company.companyName).join(', '),
  },
  { header: 'Email', kind: 'text', width: emailColumnWidth, value: (c) => c.email },
  { header: 'Telephone', kind: 'text', width: 15, value: (c) => c.telephone },
  { header: 'Mobile', kind: 'text', width: 15, value: (c) => c.mobile },
  { header: 'City', kind: 'text', width: 14, value: (c) => c.city },
  { header: 'Ambassador', kind: 'yesNo', value: (c) => c.isAmbassador },
  { header: 'NDA signed', kind: 'yesNo', value: (c) => c.hasSignedAmbassadorNDA },
  { header: 'Do not contact', kind: 'yesNo', value: (c) => c.doNotContact },
  { header: 'Updated', kind: 'dateTime', value: (c) => c.updatedAt ?? null },
];
