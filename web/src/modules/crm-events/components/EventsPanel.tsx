import type { RecordRef } from '@dealbook/contracts';
import { Link } from 'react-router-dom';
import { useCompanyEmployees } from '../../contacts/hooks/useCompanyEmployees.js';
import { CardTable } from '../../records/components/CardTable.js';
import { RelatedPanel } from '../../records/components/RelatedPanel.js';
import { formatDate } from '../../ui/utils/format.js';
import { useCrmEventSearch } from '../hooks/useCrmEventQueries.js';
import { attendeeStatusLabel, eventTypeLabel } from '../utils/eventLabels.js';
import { EventStatusTag } from './EventStatusTag.js';

export interface EventsPanelProps {
  parent: RecordRef;
}

const columns = [
  { label: 'Date' },
  { label: 'Event' },
  { label: 'Type' },
  { label: 'Event status' },
  { label: 'Attendance' },
] as const;

/**
 * Events attended: a contact's own, or for a company those of its employees (spec §3.2 lists a
 * company's events), newest first.
 */
export function EventsPanel({ parent }: EventsPanelProps) {
  const company = parent.type === 'company';
  const employees = useCompanyEmployees(company ? parent.id : '', company);
  const attendees = company ? (employees.data ?? []).map((e) => e._id) : [parent.id];
  const query = attendees.map((id) => `attendees=${encodeURIComponent(id)}`).join('&');
  const events = useCrmEventSearch(`${query}&sort=-eventDate&limit=100`, attendees.length > 0);
  // A company with no people has no events to ask for: the search never runs.
  const noPeople = company && employees.isSuccess && attendees.length === 0;
  const status = company && employees.status !== 'success' ? employees.status : noPeople ? 'success' : events.status;
  return (
    <RelatedPanel
      title="Events"
      status={status}
      error={employees.error ?? events.error}
      rows={noPeople ? [] : events.data?.rows}
      count={noPeople ? 0 : events.data?.total}
      empty={
        company
          ? 'Seminars and breakfasts this company’s people are invited to are listed here, newest first.'
          : 'Seminars and breakfasts this person is invited to are listed here, newest first; invite them from an event’s page.'
      }
      emptyIcon="calendar"
    >
      {(rows) => (
        <CardTable aria-label="Events attended" columns={columns}>
          {rows.map((event) => {
            const attending = event.attendees.filter((a) => attendees.includes(a.attendee));
            return (
              <tr key={event._id}>
                <td data-label="Date">{formatDate(event.eventDate)}</td>
                <td data-label="Event">
                  <Link to={`/events/${event._id}`}>{event.description}</Link>
                </td>
                <td data-label="Type">{eventTypeLabel(event.eventType)}</td>
                <td data-label="Event status">
                  <EventStatusTag status={event.status} />
                </td>
                <td data-label="Attendance">
                  {attending.map((a) => attendeeStatusLabel(a.status)).join(', ') || '—'}
                  {attending.length > 1 && ` (${attending.length} people)`}
                </td>
              </tr>
            );
          })}
        </CardTable>
      )}
    </RelatedPanel>
  );
}
