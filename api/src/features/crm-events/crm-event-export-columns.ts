import {
  AttendeeStatus,
  enumValueLabel as label,
  EventStatus,
  EventType,
  type CrmEvent,
  type EventAttendeeDetail,
} from '@dealbook/contracts';
import { emailColumnWidth, type TableColumn } from '../../platform/exports/table-columns.js';

/** The events grid as a spreadsheet: the grid's columns in its words. */
export const crmEventExportColumns: readonly TableColumn<CrmEvent>[] = [
  { header: 'Date', kind: 'date', value: (e) => e.eventDate },
  { header: 'Type', kind: 'text', width: 16, value: (e) => label(EventType, e.eventType) },
  { header: 'Status', kind: 'text', width: 12, value: (e) => label(EventStatus, e.status) },
  { header: 'Description', kind: 'text', width: 36, value: (e) => e.description },
  { header: 'City', kind: 'text', width: 14, value: (e) => e.city },
  { header: 'Budgeted cost', kind: 'money', value: (e) => e.budgetedCost, total: true },
  { header: 'Actual cost', kind: 'money', value: (e) => e.actualCost, total: true },
  { header: 'Attendees', kind: 'number', value: (e) => e.attendees.length },
];

/** An event's attendee grid as a spreadsheet. */
export const attendeeExportColumns: readonly TableColumn<EventAttendeeDetail>[] = [
  { header: 'Name', kind: 'text', width: 24, value: (a) => a.contact?.fullName ?? 'Unknown contact' },
  { header: 'Email', kind: 'text', width: emailColumnWidth, value: (a) => a.contact?.email ?? null },
  { header: 'Status', kind: 'text', width: 14, value: (a) => label(AttendeeStatus, a.status) },
  { header: 'Responded', kind: 'yesNo', value: (a) => a.hasResponded },
];
