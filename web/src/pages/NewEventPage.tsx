import { H2 } from '@blueprintjs/core';
import { NewEventForm } from '../modules/crm-events/components/NewEventForm.js';
import { BackLink } from '../modules/ui/components/BackLink.js';

export function NewEventPage() {
  return (
    <>
      <BackLink to="/events" label="Events" />
      <H2>New event</H2>
      <NewEventForm />
    </>
  );
}
