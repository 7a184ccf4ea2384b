import { recordPanelTabs } from '../app/recordPanelTabs.js';
import { recordRoom } from '@dealbook/contracts';
import { useParams } from 'react-router-dom';
import { isApiError } from '../modules/api/ApiError.js';
import { EventDetail } from '../modules/crm-events/components/EventDetail.js';
import { EventLoadState } from '../modules/crm-events/components/EventLoadState.js';
import { useCrmEvent } from '../modules/crm-events/hooks/useCrmEventQueries.js';
import { eventViewedItem } from '../modules/crm-events/utils/eventViewedItem.js';
import { useRooms } from '../modules/realtime/hooks/useRooms.js';
import { BackLink } from '../modules/ui/components/BackLink.js';
import { useRecordViewed } from '../modules/users/hooks/useRecordViewed.js';

export function EventDetailPage() {
  const { id = '' } = useParams();
  useRooms([recordRoom('event', id)]);
  const event = useCrmEvent(id);
  // A refetch answering 404 means someone deleted it while it was open: stop showing it.
  const shown = isApiError(event.error, 404) ? undefined : event.data;
  useRecordViewed(shown ? eventViewedItem(shown) : undefined);
  return (
    <>
      <BackLink to="/events" label="Events" />
      {shown ? (
        <EventDetail event={shown} panels={recordPanelTabs({ parent: { type: 'event', id: shown._id } })} />
      ) : (
        <EventLoadState query={event} />
      )}
    </>
  );
}
