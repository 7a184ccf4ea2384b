import type { CrmEvent, EventAttendeeDetail } from '@dealbook/contracts';
import { formatDate } from '../../ui/utils/format.js';
import { attendeeStatusLabel, eventStatusLabel, eventTypeLabel } from './eventLabels.js';

export const eventExportColumns: { header: string; value: (row: CrmEvent) => unknown }[] = [
  { header: 'Date', value: (e) => formatDate(e.eventDate) },
  { header: 'Type', value: (e) => eventTypeLabel(e.eventType) },
  { header: 'Status', value: (e) => eventStatusLabel(e.status) },
  { header: 'Description', value: (e) => e.description },
  { header: 'City', value: (e) => e.city },
  { header: 'Budgeted cost', value: (e) => e.budgetedCost },
  { header: 'Actual cost', value: (e) => e.actualCost },
  { header: 'Attendees', value: (e) => e.attendees.length },
];

export const attendeeExportColumns: { header: string; value: (row: EventAttendeeDetail) => unknown }[] = [
  { header: 'Name', value: (a) => a.contact?.fullName ?? a.attendee },
  { header: 'Email', value: (a) => a.contact?.email ?? '' },
  { header: 'Status', value: (a) => attendeeStatusLabel(a.status) },
  { header: 'Responded', value: (a) => (a.hasResponded ? 'Yes' : 'No') },
];
