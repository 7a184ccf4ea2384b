import { Button } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { EventsList } from '../modules/crm-events/components/EventsList.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';

export function EventsPage() {
  const navigate = useNavigate();
  return (
    <>
      <div className="db-page-header">
        <PageTitle title="Events" />
        <Button intent="primary" icon="add" text="New event" onClick={() => navigate('/events/new')} />
      </div>
      <EventsList />
    </>
  );
}
