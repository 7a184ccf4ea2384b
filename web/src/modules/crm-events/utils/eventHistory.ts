import type { HistoryEntry } from '@dealbook/contracts';
import type { HistoryDescription } from '../../records/utils/historyDescription.js';
import { formatDateTime } from '../../ui/utils/format.js';
import { attendeeStatusLabel, eventStatusLabel, eventTypeLabel } from './eventLabels.js';
import { formatCost } from './money.js';

const titles: Record<string, string> = {
  CrmEventScheduled: 'Created',
  CrmEventUpdated: 'Edited',
  CrmEventStatusChanged: 'Status changed',
  AttendeeInvited: 'Attendee added',
  AttendeeStatusChanged: 'Attendee status changed',
  AttendeeResponded: 'Attendee reply',
  AttendeeRemoved: 'Attendee removed',
  CrmEventDeleted: 'Deleted',
};

/** How a field's value reads in the history. */
function show(field: string, value: unknown): string {
  if (value === '' || value === null || value === undefined) return '—';
  if (field === 'eventType') return eventTypeLabel(Number(value));
  if (field === 'status') return eventStatusLabel(Number(value));
  if (field === 'budgetedCost' || field === 'actualCost') return formatCost(Number(value));
  if (field === 'eventDate') return formatDateTime(String(value));
  return String(value);
}

/** What an auditor reads for one domain event of a CRM event. */
export function describeEventHistory(entry: HistoryEntry): HistoryDescription {
  const data = (entry.data ?? {}) as Record<string, unknown>;
  const title = titles[entry.type] ?? entry.type;
  switch (entry.type) {
    case 'CrmEventUpdated': {
      const changes = (data['changes'] ?? {}) as Record<string, { from: unknown; to: unknown }>;
      return {
        title,
        changes: Object.entries(changes).map(([field, c]) => ({
          field,
          from: show(field, c.from),
          to: show(field, c.to),
        })),
      };
    }
    case 'CrmEventStatusChanged':
      return {
        title,
        changes: [{ field: 'status', from: show('status', data['from']), to: show('status', data['to']) }],
      };
    case 'AttendeeStatusChanged':
      return {
        title,
        changes: [
          {
            field: `attendee ${String(data['attendee']).slice(-6)}`,
            from: attendeeStatusLabel(Number(data['from'])),
            to: attendeeStatusLabel(Number(data['to'])),
          },
        ],
      };
    case 'AttendeeResponded':
      return { title: data['hasResponded'] ? 'Attendee responded' : 'Attendee reply withdrawn', changes: [] };
    default:
      return { title, changes: [] };
  }
}
