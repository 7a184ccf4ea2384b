import { Callout, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import type { RecordRef } from '@dealbook/contracts';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../api/ApiError.js';
import { formatDate } from '../../ui/utils/format.js';
import { useCrmEventSearch } from '../hooks/useCrmEventQueries.js';
import { attendeeStatusLabel, eventTypeLabel } from '../utils/eventLabels.js';
import { EventStatusTag } from './EventStatusTag.js';

export interface EventsPanelProps {
  parent: RecordRef;
}

/** A contact's events attended: the events whose attendees include the contact, newest first. */
export function EventsPanel({ parent }: EventsPanelProps) {
  const events = useCrmEventSearch(`attendees=${encodeURIComponent(parent.id)}&sort=-eventDate&limit=100`);
  if (events.isPending) return <Spinner size={24} aria-label="Loading events" />;
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
            const attendee = event.attendees.find((a) => a.attendee === parent.id);
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
                <td>{attendee ? attendeeStatusLabel(attendee.status) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </section>
  );
}
