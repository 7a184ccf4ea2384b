import type { CrmEventFieldName } from '@dealbook/contracts';

/** The event form's labels: its fields and the messages about them are named by these. */
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
