import { eventFieldLabels, recordFieldLabel } from '@dealbook/contracts';
import type { HistoryWording } from '../../records/utils/historyDescription.js';
import { formatDateTime } from '../../ui/utils/format.js';
import { eventStatusLabel, eventTypeLabel } from './eventLabels.js';
import { formatCost } from './money.js';

export { eventFieldLabels };

/** How a field's value reads in the history. */
function shownEventValue(field: string, value: unknown): string {
  if (value === '' || value === null || value === undefined) return '—';
  if (field === 'eventType') return eventTypeLabel(Number(value));
  if (field === 'status') return eventStatusLabel(Number(value));
  if (field === 'budgetedCost' || field === 'actualCost') return formatCost(Number(value));
  if (field === 'eventDate') return formatDateTime(String(value));
  return String(value);
}

/**
 * A CRM event's history in the form's words. Attendees' changes need no line: the sentence names
 * the attendee and the new status.
 */
export const eventHistoryWording: HistoryWording = {
  label: (field) => (field.startsWith('attendees') ? undefined : (recordFieldLabel('event', field) ?? 'Detail')),
  value: shownEventValue,
};
