import { recordFieldLabel, type HistoryEntry } from '@dealbook/contracts';
import type { HistoryDescription } from '../../records/utils/historyDescription.js';
import { formatDateTime } from '../../ui/utils/format.js';
import { eventStatusLabel, eventTypeLabel } from './eventLabels.js';
import { formatCost } from './money.js';

/** How a field's value reads in the history. */
function show(field: string, value: unknown): string {
  if (value === '' || value === null || value === undefined) return '—';
  if (field === 'eventType') return eventTypeLabel(Number(value));
  if (field === 'status') return eventStatusLabel(Number(value));
  if (field === 'budgetedCost' || field === 'actualCost') return formatCost(Number(value));
  if (field === 'eventDate') return formatDateTime(String(value));
  return String(value);
}

/**
 * The detail under one domain event of a CRM event: each edited field's from → to, in the form's
 * words. Attendees' changes need none: the line names the attendee and the new status.
 */
export function describeEventHistory(entry: HistoryEntry): HistoryDescription {
  const data = (entry.data ?? {}) as Record<string, unknown>;
  const line = (field: string, from: unknown, to: unknown) => ({
    field: recordFieldLabel('event', field) ?? 'Detail',
    from: show(field, from),
    to: show(field, to),
  });
  switch (entry.type) {
    case 'CrmEventUpdated': {
      const changes = (data['changes'] ?? {}) as Record<string, { from: unknown; to: unknown }>;
      return { changes: Object.entries(changes).map(([field, c]) => line(field, c.from, c.to)) };
    }
    case 'CrmEventStatusChanged':
      return { changes: [line('status', data['from'], data['to'])] };
    default:
      return { changes: [] };
  }
}
