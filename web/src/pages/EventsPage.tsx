import { Button, H2 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { EventsList } from '../modules/crm-events/components/EventsList.js';

export function EventsPage() {
  const navigate = useNavigate();
  return (
    <>
      <div className="db-page-header">
        <H2>Events</H2>
        <Button intent="primary" icon="add" text="New event" onClick={() => navigate('/events/new')} />
      </div>
      <EventsList />
    </>
  );
}
