import type { Contact } from '@dealbook/contracts';
import { emailColumnWidth, type TableColumn } from '../../platform/exports/table-columns.js';

/** The ambassador people grid as a spreadsheet. */
export const ambassadorContactExportColumns: readonly TableColumn<Contact>[] = [
  { header: 'Name', kind: 'text', width: 24, value: (c) => c.fullName },
  { header: 'Reference', kind: 'text', width: 12, value: (c) => c.reference },
  { header: 'Job title', kind: 'text', width: 18, value: (c) => c.jobTitle },
  {
    header: 'Companies',
    kind: 'text',
    width: 28,
    value: (c) => c.companies.map((company) => company.companyName).join(', '),
  },
  { header: 'E-mail', kind: 'text', width: emailColumnWidth, value: (c) => c.email },
  { header: 'Telephone', kind: 'text', width: 15, value: (c) => c.telephone },
  { header: 'NDA signed', kind: 'yesNo', value: (c) => c.hasSignedAmbassadorNDA },
  {
    header: 'Referrals',
    kind: 'text',
    width: 28,
    value: (c) => c.referrals.map((company) => company.companyName).join(', '),
  },
];
