import {
  contactFieldLabels as labels,
  EventStatus,
  EventType,
  type Communication,
  type CompanySummary,
  type Contact,
  type CrmEvent,
  type Task,
  enumValueLabel,
} from '@dealbook/contracts';
import { fieldsSection, tableSection, type PrintDocument } from '../../platform/exports/pdf/print-document.js';
import type { TableColumn } from '../../platform/exports/table-columns.js';
import { limitedHeading, type Limited } from './limited-list.js';
import { callColumns, taskColumns } from './linked-record-columns.js';
import { addressText, field, otherAddressText, yesNo } from './pdf-fields.js';

export interface ContactPdfData {
  contact: Contact;
  tasks: Limited<Task>;
  communications: Limited<Communication>;
  events: Limited<CrmEvent>;
  /** The communications' heading: the page's PDF prints the latest few, a subject access export all of them. */
  communicationsHeading?: string;
}

const companyColumns: TableColumn<CompanySummary>[] = [
  { header: 'Company', kind: 'text', value: (c) => c.companyName },
];

const eventColumns: TableColumn<CrmEvent>[] = [
  { header: 'Event', kind: 'text', value: (e) => e.description, width: 30 },
  { header: 'Type', kind: 'text', value: (e) => enumValueLabel(EventType, e.eventType), width: 10 },
  { header: 'Status', kind: 'text', value: (e) => enumValueLabel(EventStatus, e.status), width: 10 },
  { header: 'Date and time', kind: 'dateTime', value: (e) => e.eventDate },
];

/** A contact's page on paper: details, addresses, companies, tasks, communications and events. */
export function contactPdf({
  contact,
  tasks,
  communications,
  events,
  communicationsHeading = 'Recent communications',
}: ContactPdfData): PrintDocument {
  return {
    title: contact.fullName,
    subtitle: [
      `Contact ${contact.reference}`,
      [contact.jobTitle, contact.companies.map((c) => c.companyName).join(', ')].filter(Boolean).join(', '),
    ].filter(Boolean),
    sections: [
      fieldsSection('Details', [
        field('Reference', contact.reference),
        field(labels.jobTitle, contact.jobTitle),
        field(labels.email, contact.email),
        field(labels.telephone, contact.telephone),
        field(labels.mobile, contact.mobile),
        field(labels.linkedIn, contact.linkedIn),
        field(labels.isAmbassador, yesNo(contact.isAmbassador)),
        field(labels.hasSignedAmbassadorNDA, yesNo(contact.hasSignedAmbassadorNDA)),
        field(labels.doNotContact, yesNo(contact.doNotContact)),
        field('Address', addressText(contact)),
        field('Other address', otherAddressText(contact)),
        field(labels.summary, contact.summary),
      ]),
      tableSection('Companies', companyColumns, contact.companies, 'Not linked to a company.'),
      tableSection('Referrals', companyColumns, contact.referrals, 'No referrals.'),
      tableSection(limitedHeading('Tasks', tasks), taskColumns, tasks.rows, 'No tasks.'),
      tableSection(
        limitedHeading(communicationsHeading, communications),
        callColumns({ project: true }),
        communications.rows,
        'No communications.',
      ),
      tableSection(limitedHeading('Events', events), eventColumns, events.rows, 'Not invited to any event.'),
    ],
  };
}
