import {
  CompanyRoleFlagLabels,
  CompanyRoleFlags,
  companyFieldLabels as labels,
  textEnumLabel,
  ProjectServiceType,
  ProjectStatus,
  type Communication,
  type CompanyWithEmployees,
  type EmployeeSummary,
  type ProjectListItem,
  type Task,
  enumValueLabel,
} from '@dealbook/contracts';
import { fieldsSection, tableSection, type PrintDocument } from '../../platform/exports/pdf/print-document.js';
import type { TableColumn } from '../../platform/exports/table-columns.js';
import { callColumns, taskColumns } from './linked-record-columns.js';
import { addressText, field, otherAddressText, yesNo } from './pdf-fields.js';
import { limitedHeading, type Limited } from './limited-list.js';

export interface CompanyPdfData {
  company: CompanyWithEmployees;
  /** The firm's people on the company, by name. */
  firmContacts: string[];
  projects: Limited<ProjectListItem>;
  tasks: Limited<Task>;
  communications: Limited<Communication>;
}

const personColumns: TableColumn<EmployeeSummary>[] = [
  { header: 'Name', kind: 'text', value: (p) => p.fullName, width: 20 },
  { header: 'Job title', kind: 'text', value: (p) => p.jobTitle, width: 18 },
  { header: 'Email', kind: 'text', value: (p) => p.email, width: 24 },
  { header: 'Telephone', kind: 'text', value: (p) => p.telephone, width: 14 },
];

export const clientProjectColumns: TableColumn<ProjectListItem>[] = [
  { header: 'Reference', kind: 'text', value: (p) => p.reference, width: 11 },
  { header: 'Project', kind: 'text', value: (p) => p.projectName, width: 22 },
  { header: 'Project status', kind: 'text', value: (p) => enumValueLabel(ProjectStatus, p.status), width: 16 },
  { header: 'Service', kind: 'text', value: (p) => enumValueLabel(ProjectServiceType, p.serviceOfInterest), width: 10 },
  { header: 'Owner', kind: 'text', value: (p) => p.owner?.fullName ?? '', width: 14 },
  { header: 'Expected completion', kind: 'date', value: (p) => p.expectedCompletion, width: 11 },
];

const list = (values: readonly string[]) => values.map(textEnumLabel).join(', ');

/** A company's page on paper: its details, investment profile, addresses, people and linked records. */
export function companyPdf({ company, firmContacts, projects, tasks, communications }: CompanyPdfData): PrintDocument {
  const roles = CompanyRoleFlags.filter((flag) => company[flag]).map((flag) => CompanyRoleFlagLabels[flag]);
  return {
    title: company.companyName,
    subtitle: ['Company', company.domain].filter(Boolean),
    sections: [
      fieldsSection('Details', [
        field(labels.domain, company.domain),
        field(labels.telephone, company.telephone),
        field(labels.revenue, company.revenue.toLocaleString('en-GB')),
        field(labels.industryType, company.industryType ? textEnumLabel(company.industryType) : ''),
        field(labels.opportunitySource, company.opportunitySource ? textEnumLabel(company.opportunitySource) : ''),
        field(labels.relationshipTypes, list(company.relationshipTypes)),
        field('Roles', roles.join(', ')),
        field(labels.isContact, yesNo(company.isContact)),
        field(labels.isAmbassador, yesNo(company.isAmbassador)),
        field(labels.hasSignedAmbassadorNDA, yesNo(company.hasSignedAmbassadorNDA)),
        field(labels.doNotContact, yesNo(company.doNotContact)),
      ]),
      fieldsSection('Investment profile', [
        field(labels.investmentTypes, list(company.investmentTypes)),
        field(labels.investorTypes, list(company.investorTypes)),
        field(labels.investmentPreferredDealTypes, list(company.investmentPreferredDealTypes)),
        field(labels.investmentGeographicalPreferences, list(company.investmentGeographicalPreferences)),
        field(labels.investmentPreferredIndustries, list(company.investmentPreferredIndustries)),
        field(labels.investmentPreferredCompanyValuations, list(company.investmentPreferredCompanyValuations)),
        field(labels.investmentPreferredInvestmentAmounts, list(company.investmentPreferredInvestmentAmounts)),
        field(
          labels.investmentPreferredRevenueCharacteristics,
          list(company.investmentPreferredRevenueCharacteristics),
        ),
        field(labels.investmentPreferredProfitCharacteristics, list(company.investmentPreferredProfitCharacteristics)),
        field(labels.investmentNotes, company.investmentNotes),
      ]),
      fieldsSection('Addresses', [
        field('Address', addressText(company)),
        field('Other address', otherAddressText(company)),
        field(labels.blueboxContacts, firmContacts.join(', ')),
      ]),
      tableSection('People', personColumns, company.employees, 'Nobody is linked to this company.'),
      tableSection(limitedHeading('Projects', projects), clientProjectColumns, projects.rows, 'No projects.'),
      tableSection(limitedHeading('Tasks', tasks), taskColumns, tasks.rows, 'No tasks.'),
      tableSection(
        limitedHeading('Recent communications', communications),
        callColumns({ project: true }),
        communications.rows,
        'No communications.',
      ),
    ],
  };
}
