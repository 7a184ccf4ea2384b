import { NewEventForm } from '../modules/crm-events/components/NewEventForm.js';
import { BackLink } from '../modules/ui/components/BackLink.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';

export function NewEventPage() {
  return (
    <>
      <BackLink to="/events" label="Events" />
      <PageTitle title="New event" />
      <NewEventForm />
    </>
  );
}
