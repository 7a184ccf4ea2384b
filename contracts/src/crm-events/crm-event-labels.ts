import type { CrmEventFieldName } from './crm-event.js';

/** The event form's labels: its fields, the messages about them and the event's PDF are named by these. */
export const eventFieldLabels: Partial<Record<CrmEventFieldName, string>> = {
  description: 'Description',
  eventType: 'Type',
  status: 'Status',
  eventDate: 'Date and time',
  budgetedCost: 'Budgeted cost (£)',
  actualCost: 'Actual cost (£)',
  line1: 'Address line 1',
  line2: 'Address line 2',
  city: 'City',
  county: 'County',
  postcode: 'Postcode',
  country: 'Country',
};
