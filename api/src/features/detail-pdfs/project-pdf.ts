import {
  DealStatus,
  textEnumLabel,
  OpportunityLostReason,
  OpportunityStatus,
  projectFieldLabels as labels,
  ProjectServiceType,
  ProjectStatus,
  velocityProductLabel,
  type BooleanDate,
  type Communication,
  type Payment,
  type Project,
  type Task,
  enumValueLabel,
} from '@dealbook/contracts';
import type { PurchaserReportRow } from '@dealbook/projections';
import { priorityText } from '../documents/document-text.js';
import { formatFirmDate } from '../../platform/exports/firm-time.js';
import { fieldsSection, tableSection, type PrintDocument } from '../../platform/exports/pdf/print-document.js';
import type { TableColumn } from '../../platform/exports/table-columns.js';
import { limitedHeading, type Limited } from './limited-list.js';
import { callColumns, names, paymentColumns, taskColumns } from './linked-record-columns.js';
import { field, yesNo } from './pdf-fields.js';

export interface ProjectPdfData {
  project: Project;
  purchasers: PurchaserReportRow[];
  tasks: Limited<Task>;
  payments: Limited<Payment>;
  communications: Limited<Communication>;
  timeZone: string;
}

/** The purchasers of a project with their ticks, in the purchaser lists' order (priority, name). */
const purchaserColumns: TableColumn<PurchaserReportRow>[] = [
  { header: 'Purchaser', kind: 'text', value: (r) => r.companyName, width: 20 },
  { header: 'Priority', kind: 'text', value: (r) => priorityText(r.priority), width: 7 },
  { header: 'Stage', kind: 'text', value: (r) => r.currentStage, width: 11 },
  { header: 'NDA sent', kind: 'tick', value: (r) => r.sentNDA, width: 13 },
  { header: 'NDA signed', kind: 'tick', value: (r) => r.signedNDA, width: 13 },
  { header: 'IM sent', kind: 'tick', value: (r) => r.sentIM, width: 13 },
  { header: 'Last contact', kind: 'date', value: (r) => r.lastContactDate, width: 10 },
  { header: 'Contact', kind: 'text', value: (r) => r.contactName, width: 13 },
];

/** A project's page on paper: details, status, dates, client, purchasers, tasks, payments, communications. */
export function projectPdf(data: ProjectPdfData): PrintDocument {
  const { project, purchasers, tasks, payments, communications, timeZone } = data;
  const date = (iso: string | null) => (iso ? formatFirmDate(timeZone, iso) : '');
  const tick = (value: BooleanDate) => (value.checked ? `Yes, ${date(value.timestamp)}` : 'No');
  const lost = project.opportunityStatus === OpportunityStatus.ClosedLost;
  return {
    title: project.projectName,
    subtitle: [`Project ${project.reference} for ${project.client.companyName}`],
    sections: [
      fieldsSection('Details', [
        field('Reference', project.reference),
        field(labels.client, project.client.companyName),
        field(labels.serviceOfInterest, enumValueLabel(ProjectServiceType, project.serviceOfInterest)),
        field(labels.velocityProducts, project.velocityProducts.map(velocityProductLabel).join(', ')),
        field(labels.owner, project.owner?.fullName),
        field(labels.blueboxContacts, names(project.blueboxContacts)),
        field(labels.externalCallers, names(project.externalCallers)),
        field('Potential purchasers', project.purchaserCount),
        field(labels.description, project.description),
      ]),
      fieldsSection('Status', [
        field(labels.status, enumValueLabel(ProjectStatus, project.status)),
        field(labels.opportunityStatus, enumValueLabel(OpportunityStatus, project.opportunityStatus)),
        field(labels.isDeal, yesNo(project.isDeal)),
        field(labels.dealStatus, enumValueLabel(DealStatus, project.dealStatus)),
        ...(lost
          ? [
              field(
                labels.lostOpportunityReason,
                project.lostOpportunityReason
                  ? enumValueLabel(OpportunityLostReason, project.lostOpportunityReason)
                  : '',
              ),
              field(labels.lostOpportunityDescription, project.lostOpportunityDescription),
            ]
          : []),
      ]),
      fieldsSection('Dates and compliance', [
        field(labels.introductionDate, date(project.introductionDate)),
        field(labels.initialMeetingDate, date(project.initialMeetingDate)),
        field(labels.dateClientSigned, date(project.dateClientSigned)),
        field(labels.expectedCompletion, date(project.expectedCompletion)),
        field(labels.moneyLaunderingChecklistSent, tick(project.moneyLaunderingChecklistSent)),
        field(labels.moneyLaunderingInformationReceived, tick(project.moneyLaunderingInformationReceived)),
      ]),
      fieldsSection('Client', [
        field('Company', project.client.companyName),
        field('Industry', project.client.industryType ? textEnumLabel(project.client.industryType) : ''),
        field(
          'Opportunity source',
          project.client.opportunitySource ? textEnumLabel(project.client.opportunitySource) : '',
        ),
        field('People', names(project.client.employees)),
      ]),
      tableSection('Potential purchasers', purchaserColumns, purchasers, 'No potential purchasers yet.'),
      tableSection(limitedHeading('Tasks', tasks), taskColumns, tasks.rows, 'No tasks.'),
      tableSection(limitedHeading('Payments', payments), paymentColumns, payments.rows, 'No payments.'),
      tableSection(
        limitedHeading('Recent communications', communications),
        callColumns({ project: false }),
        communications.rows,
        'No communications.',
      ),
    ],
  };
}
