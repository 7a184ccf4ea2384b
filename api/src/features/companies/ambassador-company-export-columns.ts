import type { Company } from '@dealbook/contracts';
import type { TableColumn } from '../../platform/exports/table-columns.js';

/** The ambassador companies grid as a spreadsheet. */
export const ambassadorCompanyExportColumns: readonly TableColumn<Company>[] = [
  { header: 'Company', kind: 'text', width: 32, value: (c) => c.companyName },
  { header: 'Domain', kind: 'text', width: 22, value: (c) => c.domain },
  { header: 'City', kind: 'text', width: 16, value: (c) => c.city },
  { header: 'NDA signed', kind: 'yesNo', value: (c) => c.hasSignedAmbassadorNDA },
];
