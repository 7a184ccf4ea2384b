import type { CompanyWithEmployees, EmployeeSummary } from '../contacts/contact.js';
import type { CompanyFieldName } from './company.js';

/**
 * The fields of their own company a client may read: who the company is and how to reach it.
 * Everything else (investment preferences and notes, revenue, relationship types, role flags,
 * the firm's internal contacts, the lists of sales, purchases, notes, tasks …) is the firm's
 * own assessment and stays internal. A field added to the company is internal until it is
 * listed here.
 */
export const ClientCompanyFields = [
  'companyName',
  'logoUrl',
  'domain',
  'telephone',
  'industryType',
  'line1',
  'line2',
  'city',
  'postcode',
  'county',
  'country',
  'otherLine1',
  'otherLine2',
  'otherCity',
  'otherPostcode',
  'otherCounty',
  'otherCountry',
] as const satisfies readonly CompanyFieldName[];
export type ClientCompanyField = (typeof ClientCompanyFields)[number];

/** A client's own company as GET /api/company/{id} answers it to them. */
export type ClientCompanyView = Pick<CompanyWithEmployees, ClientCompanyField | '_id' | 'version'> & {
  /** The client's own people at the company: name, e-mail, telephone, job title. */
  employees: EmployeeSummary[];
};

export function clientCompanyView(company: CompanyWithEmployees): ClientCompanyView {
  const view: Record<string, unknown> = { _id: company._id, version: company.version };
  for (const field of ClientCompanyFields) view[field] = company[field];
  view['employees'] = company.employees.map(({ _id, fullName, email, telephone, jobTitle }) => ({
    _id,
    fullName,
    email,
    telephone,
    jobTitle,
  }));
  return view as ClientCompanyView;
}
