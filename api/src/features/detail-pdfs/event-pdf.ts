import {
  AttendeeStatus,
  eventFieldLabels as labels,
  EventStatus,
  EventType,
  type CrmEvent,
  type Task,
  enumValueLabel,
} from '@dealbook/contracts';
import { formatFirmDateTime } from '../../platform/exports/firm-time.js';
import { fieldsSection, tableSection, type PrintDocument } from '../../platform/exports/pdf/print-document.js';
import type { TableColumn } from '../../platform/exports/table-columns.js';
import { limitedHeading, type Limited } from './limited-list.js';
import { taskColumns } from './linked-record-columns.js';
import { addressText, field } from './pdf-fields.js';

/** One invited contact as the attendee table lists them. */
export interface AttendeeRow {
  fullName: string;
  email: string;
  companies: string;
  status: number;
  hasResponded: boolean;
}

export interface EventPdfData {
  event: CrmEvent;
  attendees: AttendeeRow[];
  tasks: Limited<Task>;
  timeZone: string;
}

/** The labels say the costs are in pounds (£). */
const pounds = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const attendeeColumns: TableColumn<AttendeeRow>[] = [
  { header: 'Name', kind: 'text', value: (a) => a.fullName, width: 20 },
  { header: 'Email', kind: 'text', value: (a) => a.email, width: 22 },
  { header: 'Companies', kind: 'text', value: (a) => a.companies, width: 20 },
  { header: 'Status', kind: 'text', value: (a) => enumValueLabel(AttendeeStatus, a.status), width: 16 },
  { header: 'Responded', kind: 'yesNo', value: (a) => a.hasResponded, width: 10 },
];

/** An event's page on paper: its details, attendees and tasks. */
export function eventPdf({ event, attendees, tasks, timeZone }: EventPdfData): PrintDocument {
  const when = formatFirmDateTime(timeZone, event.eventDate);
  return {
    title: event.description,
    subtitle: [`${enumValueLabel(EventType, event.eventType)} event, ${when}`],
    sections: [
      fieldsSection('Details', [
        field(labels.eventType ?? 'Type', enumValueLabel(EventType, event.eventType)),
        field(labels.status ?? 'Status', enumValueLabel(EventStatus, event.status)),
        field(labels.eventDate ?? 'Date and time', when),
        field('Attendees', attendees.length),
        field(labels.budgetedCost ?? 'Budgeted cost', pounds.format(event.budgetedCost)),
        field(labels.actualCost ?? 'Actual cost', pounds.format(event.actualCost)),
        field('Address', addressText(event)),
      ]),
      tableSection('Attendees', attendeeColumns, attendees, 'Nobody is invited yet.'),
      tableSection(limitedHeading('Tasks', tasks), taskColumns, tasks.rows, 'No tasks.'),
    ],
  };
}
