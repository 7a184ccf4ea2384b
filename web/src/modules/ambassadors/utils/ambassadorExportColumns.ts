import type { Company, Contact } from '@dealbook/contracts';
import type { ExportColumn } from '../../export/utils/xlsxRows.js';

/** The ambassador grids as spreadsheets: what they show, with contact details spelt out. */
export const ambassadorPeopleColumns: readonly ExportColumn<Contact>[] = [
  { header: 'Name', value: (c) => c.fullName },
  { header: 'Reference', value: (c) => c.reference },
  { header: 'Job title', value: (c) => c.jobTitle },
  { header: 'Companies', value: (c) => c.companies.map((company) => company.companyName) },
  { header: 'E-mail', value: (c) => c.email },
  { header: 'Telephone', value: (c) => c.telephone },
  { header: 'NDA signed', value: (c) => c.hasSignedAmbassadorNDA },
  { header: 'Referrals', value: (c) => c.referrals.map((company) => company.companyName) },
];

export const ambassadorCompanyColumns: readonly ExportColumn<Company>[] = [
  { header: 'Company', value: (c) => c.companyName },
  { header: 'Domain', value: (c) => c.domain },
  { header: 'City', value: (c) => c.city },
  { header: 'NDA signed', value: (c) => c.hasSignedAmbassadorNDA },
];
