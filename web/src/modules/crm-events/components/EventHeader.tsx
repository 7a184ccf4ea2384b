import { Button } from '@blueprintjs/core';
import { recordRoom, type CrmEvent } from '@dealbook/contracts';
import { useNavigate } from 'react-router-dom';
import { ExportPdfButton } from '../../export/components/ExportPdfButton.js';
import { PresenceAvatars } from '../../realtime/components/PresenceAvatars.js';
import { formatDateTime } from '../../ui/utils/format.js';
import { eventTypeLabel } from '../utils/eventLabels.js';
import { DeleteEventButton } from './DeleteEventButton.js';
import { EventStatusTag } from './EventStatusTag.js';
import { PageTitle } from '../../ui/components/PageTitle.js';

export interface EventHeaderProps {
  event: CrmEvent;
}

export function EventHeader({ event }: EventHeaderProps) {
  const navigate = useNavigate();
  return (
    <header className="db-record-header">
      <div className="db-record-header__title">
        <PageTitle title={event.description} section="Events" />
        <div className="db-actions">
          <EventStatusTag status={event.status} large />
          <span>
            {eventTypeLabel(event.eventType)} · {formatDateTime(event.eventDate)}
          </span>
        </div>
      </div>
      <div className="db-actions">
        <PresenceAvatars room={recordRoom('event', event._id)} />
        <ExportPdfButton type="event" id={event._id} name={event.description} />
        <Button icon="edit" intent="primary" text="Edit" onClick={() => navigate(`/events/${event._id}/edit`)} />
        <DeleteEventButton event={event} />
      </div>
    </header>
  );
}
