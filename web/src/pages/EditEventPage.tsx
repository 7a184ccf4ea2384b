import { recordRoom } from '@dealbook/contracts';
import { useParams } from 'react-router-dom';
import { EventEditor } from '../modules/crm-events/components/EventEditor.js';
import { EventLoadState } from '../modules/crm-events/components/EventLoadState.js';
import { useCrmEvent } from '../modules/crm-events/hooks/useCrmEventQueries.js';
import { useRooms } from '../modules/realtime/hooks/useRooms.js';
import { BackLink } from '../modules/ui/components/BackLink.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';

export function EditEventPage() {
  const { id = '' } = useParams();
  useRooms([recordRoom('event', id)]);
  const event = useCrmEvent(id);
  if (!event.data) return <EventLoadState query={event} />;
  return (
    <>
      <BackLink to={`/events/${id}`} label={event.data.description} />
      <PageTitle title="Edit event" />
      <EventEditor latest={event.data} reload={async () => (await event.refetch()).data} />
    </>
  );
}
