import { Callout, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import type { RecordRef } from '@dealbook/contracts';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../api/ApiError.js';
import { formatDate } from '../../ui/utils/format.js';
import { useCompanyEmployees } from '../../contacts/hooks/useCompanyEmployees.js';
import { useCrmEventSearch } from '../hooks/useCrmEventQueries.js';
import { attendeeStatusLabel, eventTypeLabel } from '../utils/eventLabels.js';
import { EventStatusTag } from './EventStatusTag.js';

export interface EventsPanelProps {
  parent: RecordRef;
}

/**
 * Events attended: a contact's own, or for a company those of its employees (spec §3.2 lists a
 * company's events), newest first.
 */
export function EventsPanel({ parent }: EventsPanelProps) {
  const employees = useCompanyEmployees(parent.type === 'company' ? parent.id : '', parent.type === 'company');
  const attendees = parent.type === 'company' ? (employees.data ?? []).map((e) => e._id) : [parent.id];
  return <EventsAttended attendees={attendees} waiting={parent.type === 'company' && employees.isPending} />;
}

interface EventsAttendedProps {
  attendees: readonly string[];
  waiting: boolean;
}

function EventsAttended({ attendees, waiting }: EventsAttendedProps) {
  const query = attendees.map((id) => `attendees=${encodeURIComponent(id)}`).join('&');
  const events = useCrmEventSearch(`${query}&sort=-eventDate&limit=100`, attendees.length > 0);
  if (!waiting && attendees.length === 0) return <NonIdealState icon="calendar" title="No people, so no events yet" />;
  if (waiting || events.isPending) return <Spinner size={24} aria-label="Loading events" />;
  if (events.isError) {
    return (
      <Callout intent="danger" title="The events could not be loaded">
        {errorMessage(events.error)}
      </Callout>
    );
  }
  if (events.data.rows.length === 0) return <NonIdealState icon="calendar" title="Not invited to any event yet" />;
  return (
    <section className="db-record-panel" aria-label="Events">
      <HTMLTable compact striped className="db-fill">
        <thead>
          <tr>
            <th>Date</th>
            <th>Event</th>
            <th>Type</th>
            <th>Event status</th>
            <th>Attendance</th>
          </tr>
        </thead>
        <tbody>
          {events.data.rows.map((event) => {
            const attending = event.attendees.filter((a) => attendees.includes(a.attendee));
            return (
              <tr key={event._id}>
                <td>{formatDate(event.eventDate)}</td>
                <td>
                  <Link to={`/events/${event._id}`}>{event.description}</Link>
                </td>
                <td>{eventTypeLabel(event.eventType)}</td>
                <td>
                  <EventStatusTag status={event.status} />
                </td>
                <td>
                  {attending.map((a) => attendeeStatusLabel(a.status)).join(', ') || '—'}
                  {attending.length > 1 && ` (${attending.length} people)`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </section>
  );
}
